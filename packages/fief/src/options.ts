/**
 * The options a table of A Song of Ice and Fief may be created with, as a strict zod schema: each
 * is on (true) or off (false), an unset one is off, and a key the engine does not know is refused,
 * so a host (the server's lobby, the command line) can check options before a game exists. Without
 * it `winterIsComing: "no"` was truthy and switched the variant on.
 *
 * ```ts
 * const parsed = optionsSchema.safeParse({ winterIsComing: true });
 * if (parsed.success) fiefEngine.createGame({ seed: 1, houses, options: parsed.data });
 * ```
 */
import { z } from "zod";
import type { Options } from "./state.ts";

const flag = z.boolean().optional();

export const optionsSchema = z.strictObject({
  winterIsComing: flag, // 10.1 seasons
  tactics: flag, // Tactics expansion
  nightsWatch: flag, // Night's Watch expansion
  assassinationVariant: flag, // 10.2
  diplomacyVariant: flag, // 10.3
  oneMillPerVillage: flag, // 10.4
  titleConcession: flag, // 10.5
} satisfies Record<keyof Options, typeof flag>);

/** The names of every option, in the rulebook's order. */
export const OPTION_NAMES = Object.keys(optionsSchema.shape) as (keyof Options)[];
