/**
 * The options a lobby may set on a Game of Thrones table, as a strict zod schema: the Tides of
 * Battle variant ("Tides of Battle Cards" in the rulebook), and the Mother of Dragons expansion with
 * its modules (cards.md 6.1). Every flag unset means its default: Tides of Battle and Mother of
 * Dragons off; with Mother of Dragons, each module as the expansion plays it (`mod-config.ts`:
 * vassals on, the Iron Bank on whenever Targaryen plays, sea orders and gifting on, the standard
 * house cards), as far as the engine has built it. Anything else (a misspelt key, `"yes"` for a
 * flag) is refused rather than ignored, so a host can name the option at fault; a combination no
 * game can start from is refused by `createGame` with a sentence (`configProblem`).
 *
 * ```ts
 * const parsed = optionsSchema.safeParse(request.options);
 * if (parsed.success) agotEngine.createGame({ seed, playerCount, tidesOfBattle: false, ...parsed.data });
 * ```
 */
import { z } from "zod";
import type { GameConfig } from "./state.ts";

export const optionsSchema = z.strictObject({
  tidesOfBattle: z.boolean().optional(),
  motherOfDragons: z.boolean().optional(),
  vassals: z.boolean().optional(),
  ironBank: z.boolean().optional(),
  seaOrders: z.boolean().optional(),
  giftingPower: z.boolean().optional(),
  houseCards: z.enum(["standard", "later-books"]).optional(),
} satisfies Partial<Record<keyof GameConfig, z.ZodType>>);

export type Options = z.infer<typeof optionsSchema>;
