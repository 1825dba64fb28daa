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

interface RawDeckIVCard {
  id: string;
  autoLoyaltyTokens: string[];
  loyaltyTokenChoice?: string[];
}

/** The ten Westeros IV card ids (cards.md 6.7), in printed order. */
export const WESTEROS_IV_IDS = [
  "domestic-disputes",
  "empty-promises",
  "fire-made-flesh",
  "playing-with-fire",
  "scattering-dissent",
  "southron-ambitions",
  "strongholds-of-resistance",
  "the-long-plan",
  "watering-the-seed",
  "word-spreads-quickly",
] as const;
export type WesterosIVCardId = (typeof WESTEROS_IV_IDS)[number];

export interface WesterosIVCard {
  readonly id: WesterosIVCardId;
  readonly name: string;
  /** Areas printed on the card's banner: 1 loyalty token each when it resolves. */
  readonly auto: readonly string[];
  /** The either/or areas of the cards whose option places a token on one of two areas. */
  readonly either: readonly string[];
}

const IV_NAMES: Readonly<Record<WesterosIVCardId, string>> = {
  "domestic-disputes": "Domestic Disputes",
  "empty-promises": "Empty Promises",
  "fire-made-flesh": "Fire Made Flesh",
  "playing-with-fire": "Playing with Fire",
  "scattering-dissent": "Scattering Dissent",
  "southron-ambitions": "Southron Ambitions",
  "strongholds-of-resistance": "Strongholds of Resistance",
  "the-long-plan": "The Long Plan",
  "watering-the-seed": "Watering the Seed",
  "word-spreads-quickly": "Word Spreads Quickly",
};

const rawIV = facts.modSetup.westerosDeck4 as RawDeckIVCard[];

/** Westeros deck IV (cards.md 6.7; facts.json `modSetup.westerosDeck4`): banner areas and either/or areas. */
export const WESTEROS_IV_CARDS: Readonly<Record<WesterosIVCardId, WesterosIVCard>> = (() => {
  const out = {} as Record<WesterosIVCardId, WesterosIVCard>;
  for (const id of WESTEROS_IV_IDS) {
    const raw = rawIV.find((c) => c.id === id)!;
    out[id] = { id, name: IV_NAMES[id], auto: raw.autoLoyaltyTokens, either: raw.loyaltyTokenChoice ?? [] };
  }
  return out;
})();

/** Land areas next to a river, for Watering the Seed (facts.json `modSetup.riverAreas`). */
export const RIVER_AREAS: readonly string[] = facts.modSetup.riverAreas;

/** Loyalty tokens in the box (cards.md 6.5); collected ones go back to it (summary "Loyalty tokens"). */
export const LOYALTY_TOKENS = 20;

/** Targaryen wins at once on reaching this place on the Victory track (summary "Loyalty tokens"). */
export const LOYALTY_VICTORY = 7;

/** Targaryen's home area, worth 1 on its Victory track while it controls it (summary "Pentos"). */
export const TARGARYEN_HOME = "pentos";
