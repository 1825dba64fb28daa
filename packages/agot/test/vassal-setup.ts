/**
 * Vassal positions on the base board for the vassal tests: houses of a six-player game marked as
 * vassals (Mother of Dragons), with their commanders, no power and no house cards of their own.
 */
import type { Draft } from "immer";
import { HOUSES, VASSAL_CARD_IDS, type HouseId } from "../src/data/houses.ts";
import type { Game } from "../src/state.ts";

/** Makes the houses named vassals; a commander of null leaves the vassal unclaimed. */
export function vassalize(d: Draft<Game>, commanders: Partial<Record<HouseId, HouseId | null>>, deck: readonly string[] = VASSAL_CARD_IDS): void {
  const houses = HOUSES.filter((h) => h in commanders);
  const claimed = Object.fromEntries(Object.entries(commanders).filter(([, c]) => c !== null)) as Partial<Record<HouseId, HouseId>>;
  // The base board, with Mother of Dragons' record holding only the vassals.
  d.mod = {
    board: "westeros",
    modules: { vassals: true, ironBank: false, seaOrders: false, giftingPower: false, houseCards: "standard" },
    vassals: { houses, commanders: claimed, deck: [...deck], leaving: [] },
    loyalty: {},
    loyaltyCollected: 0,
    dragonTrack: [],
    dragonBox: 0,
  };
  for (const h of houses) {
    d.houseCards[h] = { hand: [], discard: [] };
    d.power[h] = 0;
  }
}
