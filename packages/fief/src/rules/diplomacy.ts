/**
 * Diplomacy (9, 10.3, 4.3.4): gold may be handed over openly; a card needs a Diplomacy marker,
 * unless the giver controls a Maester's rookery. With the Diplomacy variant gold also needs a
 * marker, up to 3 Gold Dragons per marker. Gifts are single actions, one coin or one card each,
 * so the list of choices stays short.
 */
import { writableGold, writableHouse } from "../draft.ts";
import type { House } from "../data/nobles.ts";
import type { Card } from "../data/rules.ts";
import { houses, villageEntries } from "../query.ts";
import type { Action } from "../schema.ts";
import type { FiefState } from "../state.ts";
import { say, type Log } from "./types.ts";

function rookery(s: FiefState, seat: House): boolean {
  // the villages' list kept beside a frozen map (Object.values made one per call)
  const list = villageEntries(s);
  for (let i = 0; i < list.length; i++) {
    const v = list[i]![1];
    if (v.controller === seat && v.maester) return true;
  }
  return false;
}

export function giftActions(s: FiefState, seat: House): Action[] {
  const hs = s.houses[seat]!;
  const out: Action[] = [];
  const variant = s.config.options.diplomacyVariant;
  // card gifts need a Diplomacy token or the rookery; the rookery is looked for once, not per house
  const mayGiveCards = hs.hand.length > 0 && (hs.diplomacy > 0 || rookery(s, seat));
  const cards = mayGiveCards ? [...new Set(hs.hand)] : [];
  for (const to of houses(s)) {
    if (to === seat) continue;
    if (!variant && hs.gold > 0) out.push({ type: "gift", to, gold: 1 });
    if (variant && hs.diplomacy > 0) for (let g = 1; g <= Math.min(3, hs.gold); g++) out.push({ type: "gift", to, gold: g });
    if (mayGiveCards && s.houses[to]!.hand.length < 3) for (const card of cards) out.push({ type: "gift", to, gold: 0, card });
  }
  return out;
}

/** Whether the gift spends a Diplomacy marker: a card without a rookery, gold in the Diplomacy variant (9, 10.3). */
function spendsMarker(s: FiefState, a: Action, hasRookery: boolean): boolean {
  if (a.type !== "gift") return false;
  return a.card !== undefined ? !hasRookery : s.config.options.diplomacyVariant;
}

/**
 * SF-16: the gifts a house may declare in a 2.4 pass round, those that spend a Diplomacy marker
 * ("At any point in the game, a Player may spend one of his Diplomacy markers", 9). They depend
 * on public facts only (markers, gold, hand sizes, rookeries), never on which cards a hand holds.
 * Gifts that spend nothing stay on the house's own turn: unbounded, they could keep a round open.
 */
export function markerGiftActions(s: FiefState, seat: House): Action[] {
  const gifts = giftActions(s, seat);
  // the rookery looked for once, and only when a card may be given (not once per card gift: each a scan of the villages)
  const hasRookery = gifts.some((a) => a.type === "gift" && a.card !== undefined) && rookery(s, seat);
  return gifts.filter((a) => spendsMarker(s, a, hasRookery));
}

/**
 * `markerGiftActions(s, seat).length > 0` without the lists (asked of every house after every
 * game event): a marker to spend, and gold in the Diplomacy variant, or a card for another house
 * with room in its hand while the giver has no rookery.
 */
export function mayGiveWithMarker(s: FiefState, seat: House): boolean {
  const hs = s.houses[seat]!;
  if (hs.diplomacy <= 0) return false;
  const others = houses(s).filter((h) => h !== seat);
  if (others.length === 0) return false;
  if (s.config.options.diplomacyVariant && hs.gold >= 1) return true;
  return hs.hand.length > 0 && others.some((h) => s.houses[h]!.hand.length < 3) && !rookery(s, seat);
}

export function applyGift(s: FiefState, seat: House, a: Extract<Action, { type: "gift" }>, log: Log): void {
  if (a.card) {
    const hs = writableHouse(s, seat);
    const to = writableHouse(s, a.to);
    if (!rookery(s, seat)) hs.diplomacy--;
    hs.hand.splice(hs.hand.indexOf(a.card as Card), 1);
    to.hand.push(a.card as Card);
    say(log, "giftCard", `${seat} gives a card to ${a.to}.`);
    say(log, "giftCardSeen", `${seat} gives ${a.card} to ${a.to}.`, { card: a.card }, [seat, a.to as House]);
    return;
  }
  const hs = writableGold(s, seat);
  if (s.config.options.diplomacyVariant) hs.diplomacy--;
  hs.gold -= a.gold;
  writableGold(s, a.to).gold += a.gold;
  say(log, "giftGold", `${seat} gives ${a.gold} Gold Dragons to ${a.to}.`);
}
