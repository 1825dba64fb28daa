/**
 * Mother of Dragons' setup facts as typed data (mod-setup.md, cards.md 6; from facts.json's
 * `setups.mother-of-dragons`): the printed starting tracks of all eight houses, the rounds of the
 * dragon-strength tokens and the loyalty token King's Landing starts with.
 */
import facts from "./facts.json" with { type: "json" };
import type { HouseId } from "./houses.ts";

interface RawModSetup {
  playerCount: number;
  tracks: { ironThrone: HouseId[]; fiefdoms: HouseId[]; kingsCourt: HouseId[] };
  loyaltyTokens?: Record<string, number>;
  dragonStrengthTokens?: number[];
}
const eight = (facts.setups["mother-of-dragons"].playerSetups as RawModSetup[]).find((s) => s.playerCount === 8)!;

/** The seven houses of Westeros: always all in play with MoD, as players or vassals (mod-setup.md 1). */
export const WESTEROS_HOUSES: readonly HouseId[] = ["stark", "lannister", "greyjoy", "tyrell", "baratheon", "martell", "arryn"];

/** The printed MoD starting order of all eight houses, position 1 first (mod-setup.md 2.1). */
export const MOD_START_TRACKS: { readonly ironThrone: readonly HouseId[]; readonly fiefdoms: readonly HouseId[]; readonly kingsCourt: readonly HouseId[] } = eight.tracks;

/** Rounds whose start moves a dragon-strength token into the box (mod-setup.md 4: 2, 4, 6, 8, 10). */
export const DRAGON_TOKEN_ROUNDS: readonly number[] = eight.dragonStrengthTokens!;

/** Loyalty tokens on the board at setup when Targaryen plays (King's Landing: 1). */
export const SETUP_LOYALTY: Readonly<Record<string, number>> = eight.loyaltyTokens!;

/** Targaryen is allowed from 4 players on (mod-setup.md 1, cards.md 6.1). */
export const TARGARYEN_MIN_PLAYERS = 4;
