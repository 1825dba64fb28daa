/**
 * The options a lobby may set on a Game of Thrones table, as a strict zod schema: only the Tides
 * of Battle variant ("Tides of Battle Cards" in the rulebook), true or false, unset meaning off.
 * Anything else (a misspelt key, `"yes"` for a flag) is refused rather than ignored, so a host
 * can name the option at fault.
 *
 * ```ts
 * const parsed = optionsSchema.safeParse(request.options);
 * if (parsed.success) agotEngine.createGame({ seed, playerCount, tidesOfBattle: parsed.data.tidesOfBattle ?? false });
 * ```
 */
import { z } from "zod";
import type { GameConfig } from "./state.ts";

export const optionsSchema = z.strictObject({
  tidesOfBattle: z.boolean().optional(),
} satisfies Partial<Record<keyof GameConfig, z.ZodType>>);

export type Options = z.infer<typeof optionsSchema>;
