/**
 * Fortune cards in effect on the map (2.3, 2.4.4, 2.4.5, Phase 8). A Disaster that strikes lies
 * beside its region until the end of the round; so does a Bountiful Harvest or Good Weather played
 * for its income bonus. Only then are they "discarded to the Fortune & Disaster Discard Pile"
 * (2.3; Phase 8 "all Fortune cards remaining on the map are discarded"), except that a bonus card
 * cancelling a Famine or a Heavy Rain is discarded at once together with it ("both the Bountiful
 * Harvest and the Famine cards are immediately discarded", 2.4.4). Until then the cards are not in
 * the discard pile: the pile shows only cards out of play, and a deck rebuilt from it (2.2.1) never
 * shuffles back a card still in effect.
 *
 * Winter is Coming (10.1): a Disaster striking extra regions marks them with the blue-backed copy
 * cards, which are markers, never part of the deck. SF-32: the card's own roll, the first, settles
 * its place: it lies beside the region that roll struck, or is discarded at once (a false alarm, or
 * that type already there); the extra rolls are marked with copies only (`RegionCards.copies`).
 */
import { writableRegion, own } from "../draft.ts";
import type { RegionId } from "../data/board.ts";
import type { DisasterCard, FortuneCard } from "../data/rules.ts";
import type { FiefState, RegionCards } from "../state.ts";

type BonusCard = RegionCards["bounty"][number];

const region = (s: FiefState, r: RegionId): RegionCards => s.regions[String(r)]!;

/** 2.3: the Disaster (`copy`: a WiC copy card marking an extra region) is placed beside region `r`. */
export function placeDisaster(s: FiefState, r: RegionId, card: DisasterCard, copy: boolean): void {
  const rc = writableRegion(s, String(r));
  rc.disasters.push(card);
  if (copy) (rc.copies ??= []).push(card);
}

/**
 * A Disaster lifted from its region before the end of the round (2.4.4, 2.4.5 a bonus card
 * cancelling it; Tyrell's ability against a Famine "or copy"): the card goes to the discard pile,
 * a copy back beside the Season Tracker.
 */
export function liftDisaster(s: FiefState, r: RegionId, card: DisasterCard): void {
  if (!region(s, r).disasters.includes(card)) return;
  const rc = writableRegion(s, String(r));
  const i = rc.disasters.indexOf(card);
  rc.disasters.splice(i, 1);
  const c = rc.copies?.indexOf(card) ?? -1;
  if (c >= 0) rc.copies!.splice(c, 1);
  else own(s, "fortuneDiscard").push(card);
}

/** 2.4.4, 2.4.5: a bonus card played for its income bonus stays beside the region. */
export function placeBonus(s: FiefState, r: RegionId, card: BonusCard): void {
  writableRegion(s, String(r)).bounty.push(card);
}

/** Phase 8: every Fortune card remaining on the map is discarded; the copies go back to the Season Tracker. */
export function discardRegionCards(s: FiefState): void {
  for (const r of Object.keys(s.regions)) {
    const rc = writableRegion(s, r);
    own(s, "fortuneDiscard").push(...cardsOf(rc));
    rc.disasters = [];
    rc.bounty = [];
    delete rc.copies;
  }
}

/** The Fortune cards lying beside one region (copies excluded). */
export function cardsOf(rc: RegionCards): FortuneCard[] {
  const copies = [...(rc.copies ?? [])];
  const cards: FortuneCard[] = [];
  for (const d of rc.disasters) {
    const c = copies.indexOf(d);
    if (c >= 0) copies.splice(c, 1);
    else cards.push(d);
  }
  return [...cards, ...rc.bounty];
}

/** Every Fortune card in effect on the map, region by region (public: they lie face up). */
export function cardsInEffect(s: FiefState): FortuneCard[] {
  return Object.keys(s.regions).sort().flatMap((r) => cardsOf(s.regions[r]!));
}
