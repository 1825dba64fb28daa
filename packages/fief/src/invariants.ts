/**
 * The invariants every position of a game built by `createGame` keeps: gold conservation (gold in
 * hands and on the Wall equals what the bank paid out), counter pools, the hand limit, captives
 * beside their captor, titles held by living nobles, Fortune card conservation. Checked after every
 * action by the self-play test (test/selfplay.ts) and by the CLI's fuzz (packages/cli). Test
 * tooling kept next to the rules it checks; the engine never calls it.
 */
import type { FiefState, Unit } from "./state.ts";
import type { House } from "./data/nobles.ts";
import { isSealed } from "./sharing.ts";
import { poolOf } from "./rules/purchase.ts";
import { BOUNTY_DECK, DISASTER_DECK, TROOP_TYPES, type TroopType } from "./data/rules.ts";
import { cardsOf } from "./rules/regionCards.ts";
import { present } from "./query.ts";

const TYPE_INDEX = Object.fromEntries(TROOP_TYPES.map((t, i) => [t, i])) as Record<TroopType, number>;

/**
 * The troops of the last list counted (most actions move no troop, and this runs after every
 * action of a fuzz or sim): the same frozen records in the same order give the same counts.
 */
let counted: { units: Unit[]; seated: readonly House[]; counts: Int32Array } | null = null;

/** Troops per house (index in `seated`) and type (index in TROOP_TYPES). */
function troopCounts(units: readonly Unit[], seated: readonly House[]): Int32Array {
  if (counted && counted.seated === seated && counted.units.length === units.length) {
    let same = true;
    for (let i = 0; i < units.length && same; i++) same = units[i] === counted.units[i] && isSealed(units[i]!);
    if (same) return counted.counts;
  }
  const counts = new Int32Array(seated.length * TROOP_TYPES.length);
  for (let i = 0; i < units.length; i++) {
    const u = units[i]!;
    const h = seated.indexOf(u.house);
    if (h >= 0) counts[h * TROOP_TYPES.length + TYPE_INDEX[u.type]]!++;
  }
  counted = { units: units.slice(), seated, counts };
  return counts;
}

export function checkInvariants(s: FiefState): string[] {
  const out: string[] = [];
  // This runs after every action of a fuzz or sim: plain loops, no lists built along the way.
  let gold = s.wall.supplies;
  const houseIds = Object.keys(s.houses); // for-in is slow on dictionaries that had keys deleted (titles, nobles)
  for (let i = 0; i < houseIds.length; i++) gold += s.houses[houseIds[i]!]!.gold;
  if (gold !== s.bankNet) out.push(`gold ${gold} != issued ${s.bankNet}`);
  for (let i = 0; i < houseIds.length; i++) if (s.houses[houseIds[i]!]!.gold < 0) out.push("negative gold");
  // troops per house and type, counted in one pass
  const seated = s.config.houses;
  const counts = troopCounts(s.units, seated);
  for (let hi = 0; hi < seated.length; hi++) {
    const h = seated[hi]!;
    for (let ti = 0; ti < TROOP_TYPES.length; ti++) {
      const t = TROOP_TYPES[ti]!;
      const n = counts[hi * TROOP_TYPES.length + ti]!;
      if (t.startsWith("whitecloak") || t === "recruit" || n === 0) continue;
      if (n > Math.max(poolOf(s, h, t), t === "unsullied" ? 7 : 0)) out.push(`${h} has ${n} ${t}`);
    }
    if (s.houses[h]!.hand.length > 3) out.push(`${h} holds ${s.houses[h]!.hand.length} cards`);
  }
  const battleAt = s.battle?.village;
  const choiceAt = s.captiveChoice?.village;
  const nobleIds = Object.keys(s.nobles);
  for (let i = 0; i < nobleIds.length; i++) {
    const n = s.nobles[nobleIds[i]!]!;
    // mid-battle a captor's army may fall before the other side's losses are taken: the battle's winner takes his captives at its end (6.2.3)
    // so may the captives of a won battle while its leader chooses the army taking them (rules/captives.ts)
    if (n.captor && n.village) {
      const inBattle = battleAt === n.village || choiceAt === n.village;
      if (!inBattle && !present(s, n.village, n.captor) && !s.placements.includes(n.id)) out.push(`captive ${n.id} without captor`);
    }
    if (n.spouse && !s.nobles[n.spouse]) out.push(`${n.id} married to a dead noble`);
  }
  const titles = Object.keys(s.titles) as (keyof FiefState["titles"])[];
  for (let i = 0; i < titles.length; i++) {
    const t = titles[i]!;
    const id = s.titles[t];
    if (!s.nobles[id!]) out.push(`title ${t} held by missing ${id}`);
  }
  const fortune = fortuneProblems(s);
  for (let i = 0; i < fortune.length; i++) out.push(fortune[i]!);
  return out;
}

/** The Fortune deck built at setup, card by card; with Winter is Coming one Plague is the season's (never read after it is built). */
const WANT: ReadonlyMap<string, number> = new Map<string, number>([...Object.entries(BOUNTY_DECK), ...Object.entries(DISASTER_DECK)]);
const WANT_WINTER: ReadonlyMap<string, number> = new Map([...WANT, ["Plague", WANT.get("Plague")! - 1]]);
/** Each card of the deck built at setup, numbered: the counts go in a typed array, other cards are not counted. */
const CARD_INDEX: ReadonlyMap<string, number> = new Map([...WANT.keys()].map((c, i) => [c, i]));

/**
 * Fortune card conservation (2.2-2.4, Phase 8): every card of the deck built at setup lies in
 * exactly one place: the deck, the discard pile, the disaster track, a hand, in effect on the map
 * (regionCards.ts), turned face up and not yet resolved, or played and waiting in a request. A
 * card lost or counted twice (a disaster both on its region and in the pile) breaks it. Only for
 * games built by `createGame` (scenarios hand out cards freely).
 */
export function fortuneProblems(s: FiefState): string[] {
  const want = s.config.options.winterIsComing ? WANT_WINTER : WANT;
  const have = new Int32Array(CARD_INDEX.size);
  countInto(have, s.fortuneDeck);
  countInto(have, s.fortuneDiscard);
  countInto(have, s.disasterTrack);
  // a Disaster turned face up waits for its resolution until the window after its revealing closes (draw.ts)
  const then = s.window?.then;
  if (then?.kind === "disasters" && then.revealed) countInto(have, [then.revealed]);
  const regions = Object.keys(s.regions);
  for (let i = 0; i < regions.length; i++) {
    const rc = s.regions[regions[i]!]!;
    if (rc.copies && rc.copies.length > 0) countInto(have, cardsOf(rc));
    else { countInto(have, rc.disasters); countInto(have, rc.bounty); }
  }
  const houseIds = Object.keys(s.houses);
  for (let j = 0; j < houseIds.length; j++) {
    const hand = s.houses[houseIds[j]!]!.hand;
    countInto(have, hand);
  }
  // a card played and waiting in a request for the asked house's answer (an Abduction asking for a Secret Passage, 2.4.11)
  const asked = s.request?.data.card;
  if (typeof asked === "string") countInto(have, [asked]);
  const out: string[] = [];
  for (const [c, n] of want) if (have[CARD_INDEX.get(c)!] !== n) out.push(`${have[CARD_INDEX.get(c)!]} ${c} cards in play, ${n} in the game`);
  return out;
}

function countInto(have: Int32Array, cards: readonly string[]): void {
  for (let i = 0; i < cards.length; i++) {
    const k = CARD_INDEX.get(cards[i]!);
    if (k !== undefined) have[k]!++;
  }
}
