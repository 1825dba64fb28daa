/**
 * Facts every reachable position satisfies, checked after every action by self-play and fuzzing,
 * and by `fromScenario` on the positions people write. `checkInvariants(g)` returns the broken
 * ones as sentences (empty when all hold); it never throws on a well-typed state.
 *
 * Some facts are suspended while a resolution is under way, exactly where the rules allow it:
 * supply is only enforced outside supply reconciliation (p.8), orders may sit on the areas a march
 * or a combat under way has emptied (cards.md 7 #43: removed at the end of clean-up),
 * special-order stars can drop below the placed specials after planning (Doran, p.11 track moves).
 */
import { boardOf } from "./data/board.ts";
import { LOYALTY_TOKENS } from "./data/mod.ts";
import { HOUSE_CARDS, houseCardIds, POWER_TOKENS_PER_HOUSE, UNIT_LIMITS, UNIT_TYPES, VASSAL_CARD_IDS, isHouse, type HouseId, type UnitType } from "./data/houses.ts";
import { ORDERS, ORDER_KINDS, type OrderKind } from "./data/orders.ts";
import { WILDLING_THREAT_MAX } from "./data/westeros-cards.ts";
import { MAX_ROUNDS } from "./data/houses.ts";
import type { Game, Unit } from "./state.ts";
import { armiesFit, MAX_SUPPLY, supplyLimit } from "./rules/supply.ts";
import { specialOrderStars, TRACK_NAMES } from "./rules/tracks.ts";
import { isVassal } from "./rules/commanders.ts";
import { MAX_VASSAL_ORDERS } from "./rules/planning/orders.ts";

/** Frame kinds in which the board may be over supply: the reconciliation itself (p.8). */
const SUPPLY_EXEMPT = /supply|reconcil/;
const PLURAL: Readonly<Record<UnitType, string>> = { footman: "footmen", knight: "knights", ship: "ships", "siege-engine": "siege engines", dragon: "dragons" };
const PLANNING_KINDS: ReadonlySet<string> = new Set(["assign-orders", "messenger-raven"]);

const isUnit = (x: unknown): x is Unit =>
  typeof x === "object" && x !== null && typeof (x as Unit).type === "string" && (UNIT_TYPES as readonly string[]).includes((x as Unit).type);

/**
 * Units in transit inside frames. A combat holds its marching units in `attackers` (its
 * `start.units` is the record of what marched, not a second army). Other frames: any object holding
 * a `units` array of units, owned by its `house`, `attacker` or `owner` field.
 */
export function unitsInFrames(g: Game): { house: HouseId | null; units: Unit[] }[] {
  const out: { house: HouseId | null; units: Unit[] }[] = [];
  const walk = (x: unknown, depth: number): void => {
    if (depth > 12 || typeof x !== "object" || x === null) return;
    if (Array.isArray(x)) {
      for (const y of x) walk(y, depth + 1);
      return;
    }
    const o = x as Record<string, unknown>;
    if (Array.isArray(o.units) && o.units.length > 0 && o.units.every(isUnit)) {
      const owner = [o.house, o.attacker, o.owner].find((h): h is HouseId => typeof h === "string" && isHouse(h)) ?? null;
      out.push({ house: owner, units: o.units as Unit[] });
    }
    for (const [k, v] of Object.entries(o)) if (k !== "units") walk(v, depth + 1);
  };
  for (const f of g.stack) {
    if (f.kind === "combat") out.push({ house: f.start.attacker, units: f.attackers });
    else walk(f, 0);
  }
  return out;
}

/** Every string anywhere in the frames: house cards in play are named there. */
function stringsInFrames(g: Game): Set<string> {
  const out = new Set<string>();
  const walk = (x: unknown, depth: number): void => {
    if (depth > 12) return;
    if (typeof x === "string") out.add(x);
    else if (typeof x === "object" && x !== null) for (const v of Object.values(x)) walk(v, depth + 1);
  };
  for (const f of g.stack) walk(f, 0);
  return out;
}

function checkBoard(g: Game, broken: string[]): void {
  const kinds = g.stack.map((f) => f.kind as string);
  // An order may outlive its units only in the areas of a march or combat under way: the March
  // order's area once its units have left (p.15), and the embattled area until the combat's
  // clean-up removes the loser's order (cards.md 7 #43).
  const emptiedByResolution = new Set<string>();
  for (const f of g.stack) {
    if (f.kind === "march") emptiedByResolution.add(f.from);
    if (f.kind === "combat") {
      emptiedByResolution.add(f.start.from);
      emptiedByResolution.add(f.start.to);
    }
  }
  // The Action phase frame stays on the stack under every march, combat and muster it starts.
  const inAction = kinds.includes("action");
  const inWesteros = kinds.includes("westeros");
  for (const id of boardOf(g).ids) {
    const a = g.areas[id];
    if (!a) {
      broken.push(`area ${id} is missing from the state`);
      continue;
    }
    const def = boardOf(g).areas[id]!;
    if (a.units.length > 0 && a.house === null) broken.push(`${id} holds units of no house`);
    if (a.units.length === 0 && a.house !== null) broken.push(`${id} names ${a.house} as owner but holds no units`);
    if (a.house !== null && !g.houses.includes(a.house)) broken.push(`${id} holds units of ${a.house}, not in play`);
    for (const u of a.units) {
      if (u.type === "ship" && def.kind === "land") broken.push(`a ship stands on land in ${id}`);
      if (u.type !== "ship" && def.kind !== "land") broken.push(`a ${u.type} is at sea in ${id}`);
      if (u.routed && !inAction) broken.push(`a routed ${u.type} in ${id} outside the Action phase (p.21: stood up at the end of the Action phase)`);
    }
    if (def.kind === "port" && a.units.length > 3) broken.push(`port ${id} holds ${a.units.length} ships (at most 3, "Ports")`);
    if (g.blocked.includes(id) && (a.units.length > 0 || a.order || a.powerToken || a.garrison || a.neutralForce !== null)) {
      broken.push(`${id} is impassable (p.28) but holds something`);
    }
    if (a.powerToken !== null) {
      if (def.kind !== "land") broken.push(`a power token lies in ${id}, not a land area (p.24)`);
      if (!g.houses.includes(a.powerToken)) broken.push(`${id} holds a power token of ${a.powerToken}, not in play`);
      if (a.house !== null && a.house !== a.powerToken && a.units.length > 0) broken.push(`${id} holds ${a.house} units and a ${a.powerToken} power token`);
    }
    if (a.garrison && def.home !== a.garrison.house) broken.push(`${id} holds a garrison of ${a.garrison.house}, not its home area`);
    if (a.neutralForce !== null && def.kind !== "land") broken.push(`${id} holds a neutral force but is not land`);
    if (a.order) {
      if (!g.houses.includes(a.order.house)) broken.push(`${id} holds an order of ${a.order.house}, not in play`);
      if (inWesteros) broken.push(`an order lies in ${id} during the Westeros phase (removed at the end of the Action phase, "Action Phase Clean-up")`);
      if (a.units.length > 0 && a.house !== a.order.house) broken.push(`${id} holds a ${a.order.house} order on ${a.house} units`);
      else if (a.units.length === 0 && !emptiedByResolution.has(id)) broken.push(`${id} holds a ${a.order.house} order but no units`);
    }
  }
}

/** What one pass over the board tells about a house. */
interface HouseTally {
  counts: Record<UnitType, number>;
  armies: number[];
  powerTokens: number;
  orders: Map<OrderKind, number>;
}

function tally(g: Game): Map<HouseId, HouseTally> {
  const out = new Map<HouseId, HouseTally>();
  for (const h of g.houses) out.set(h, { counts: { footman: 0, knight: 0, ship: 0, "siege-engine": 0, dragon: 0 }, armies: [], powerTokens: 0, orders: new Map() });
  for (const id of boardOf(g).ids) {
    const a = g.areas[id]!;
    const owner = a.house === null ? undefined : out.get(a.house);
    if (owner && a.units.length > 0) {
      for (const u of a.units) owner.counts[u.type]++;
      owner.armies.push(a.units.length);
    }
    if (a.powerToken !== null) {
      const t = out.get(a.powerToken);
      if (t) t.powerTokens++;
    }
    if (a.order) {
      const t = out.get(a.order.house);
      if (t) t.orders.set(a.order.kind, (t.orders.get(a.order.kind) ?? 0) + 1);
    }
  }
  return out;
}

function checkHouses(g: Game, broken: string[]): void {
  const inTransit = unitsInFrames(g);
  const frameStrings = stringsInFrames(g);
  const planning = g.stack.length > 0 && PLANNING_KINDS.has(g.stack[g.stack.length - 1]!.kind);
  const supplyExempt = g.stack.some((f) => SUPPLY_EXEMPT.test(f.kind));
  const tallies = tally(g);
  for (const h of g.houses) {
    // Units: board plus frames, against the house's plastic (p.4 "Exceeding the components").
    const { counts, armies, powerTokens, orders: placed } = tallies.get(h)!;
    for (const t of inTransit) if (t.house === h) for (const u of t.units) counts[u.type]++;
    for (const t of UNIT_TYPES) if (counts[t] > UNIT_LIMITS[h][t]) broken.push(`${h} has ${counts[t]} ${PLURAL[t]}, more than its ${UNIT_LIMITS[h][t]}`);

    const supply = g.supply[h];
    if (supply === undefined || !Number.isInteger(supply) || supply < 0 || supply > MAX_SUPPLY) broken.push(`${h} supply ${supply} is off the track 0..6`);
    else if (!supplyExempt && !armiesFit(armies, supplyLimit(g, h))) broken.push(`${h} armies ${JSON.stringify(armies.filter((n) => n >= 2))} exceed supply ${supply} (p.8)`);

    const power = g.power[h];
    if (power === undefined || !Number.isInteger(power) || power < 0) broken.push(`${h} available power ${power} is not a count`);
    else if (power + powerTokens > POWER_TOKENS_PER_HOUSE) broken.push(`${h} has ${power} available and ${powerTokens} on the board: more than 20 tokens`);

    // Orders: 15 tokens of fixed kinds (p.13); specials within stars while planning (p.11).
    for (const k of ORDER_KINDS) if ((placed.get(k) ?? 0) > owned(k)) broken.push(`${h} placed ${placed.get(k)} ${k} orders, owns ${owned(k)}`);
    const specials = ORDER_KINDS.filter((k) => ORDERS[k].special).reduce((s, k) => s + (placed.get(k) ?? 0), 0);
    if (planning && specials > specialOrderStars(g, h)) broken.push(`${h} placed ${specials} special orders with ${specialOrderStars(g, h)} stars (p.11)`);

    // House cards: hand + discard + removed + cards in play in frames are exactly the house's 7 (p.2 component list; cards.md 1.3, 6.2).
    const cards = g.houseCards[h];
    if (!cards) {
      broken.push(`${h} has no house cards`);
      continue;
    }
    if (isVassal(g, h)) {
      checkVassal(g, h, placed, broken);
      continue;
    }
    for (const k of ORDER_KINDS) if (ORDERS[k].vassal && placed.has(k)) broken.push(`${h} is a player and placed a vassal order ${k}`);
    const own = houseCardIds(h, g.mod?.modules.houseCards);
    const held = [...cards.hand, ...cards.discard, ...(cards.removed ?? [])];
    if (new Set(held).size !== held.length) broken.push(`${h} holds a house card twice`);
    const foreign = held.filter((c) => !own.includes(c));
    if (foreign.length > 0) broken.push(`${h} holds cards that are not its own: ${foreign.join(", ")}`);
    const missing = own.filter((c) => !held.includes(c) && !frameStrings.has(c));
    if (missing.length > 0) broken.push(`${h} house cards are lost: ${missing.join(", ")}`);
  }
}

/**
 * Tokens of a kind a house owns; "vassal-support" is the vassal's Raid/Support token once kept as a
 * Support order, "vassal-defense-kept" its Defense +1/Muster token once kept as a Defense order (AG-44).
 */
const owned = (k: OrderKind): number =>
  k === "vassal-support" ? ORDERS["vassal-raid-support"].count : k === "vassal-defense-kept" ? ORDERS["vassal-defense-muster"].count : ORDERS[k].count;

/**
 * A vassal (Mother of Dragons): no power of its own, only vassal order tokens and at most two of
 * them, and in its hand or discard only cards of the shared vassal deck (cards.md 6.4).
 */
function checkVassal(g: Game, h: HouseId, placed: ReadonlyMap<OrderKind, number>, broken: string[]): void {
  if ((g.power[h] ?? 0) !== 0) broken.push(`vassal ${h} holds ${g.power[h]} power (summary "Additional vassal rules")`);
  let n = 0;
  for (const [k, c] of placed) {
    n += c;
    if (!ORDERS[k].vassal) broken.push(`vassal ${h} placed a player's order ${k}`);
  }
  if (n > MAX_VASSAL_ORDERS) broken.push(`vassal ${h} has ${n} orders, more than ${MAX_VASSAL_ORDERS}`);
  if ((placed.get("vassal-raid-support") ?? 0) + (placed.get("vassal-support") ?? 0) > 1) broken.push(`vassal ${h} has its Raid/Support token on the board twice`);
  if ((placed.get("vassal-defense-muster") ?? 0) + (placed.get("vassal-defense-kept") ?? 0) > 1) broken.push(`vassal ${h} has its Defense +1/Muster token on the board twice`);
  const cards = g.houseCards[h]!;
  const foreign = [...cards.hand, ...cards.discard].filter((c) => !VASSAL_CARD_IDS.includes(c));
  if (foreign.length > 0) broken.push(`vassal ${h} holds cards outside the vassal deck: ${foreign.join(", ")}`);
}

/** The seven vassal cards are each somewhere exactly once: the deck, a vassal's hand or discard, or a combat. */
function checkVassalDeck(g: Game, broken: string[]): void {
  const v = g.mod?.vassals;
  if (v === undefined) return;
  const held = [...v.deck, ...v.houses.flatMap((h) => [...(g.houseCards[h]?.hand ?? []), ...(g.houseCards[h]?.discard ?? [])])];
  if (new Set(held).size !== held.length) broken.push(`a vassal card is held twice: ${JSON.stringify(held)}`);
  const frameStrings = stringsInFrames(g);
  const lost = VASSAL_CARD_IDS.filter((c) => !held.includes(c) && !frameStrings.has(c));
  if (lost.length > 0) broken.push(`vassal cards are lost: ${lost.join(", ")}`);
  for (const h of v.houses) if (!g.houses.includes(h)) broken.push(`vassal ${h} is not in play`);
  for (const [vassal, c] of Object.entries(v.commanders)) if (!g.houses.includes(c!) || v.houses.includes(c!)) broken.push(`${vassal}'s commander ${c} is not a player`);
}

/**
 * Mother of Dragons' record: loyalty tokens on areas of the board, at most the box's 20 there
 * (collected ones go back to the box, rules/loyalty.ts); dragon tokens on rounds 1..10 (cards.md 6.5-6.6).
 */
function checkMod(g: Game, broken: string[]): void {
  const mod = g.mod;
  if (!mod) return;
  const board = boardOf(g);
  let loyalty = 0;
  for (const [id, n] of Object.entries(mod.loyalty)) {
    if (!board.areas[id]) broken.push(`loyalty tokens lie on ${id}, not an area of the board ${board.id}`);
    if (!Number.isInteger(n) || (n ?? 0) <= 0) broken.push(`${id} holds ${n} loyalty tokens`);
    loyalty += n ?? 0;
  }
  if (loyalty > LOYALTY_TOKENS) broken.push(`${loyalty} loyalty tokens lie on the board, more than the ${LOYALTY_TOKENS} of the box`);
  if (mod.dragonTrack.some((r) => !Number.isInteger(r) || r < 1 || r > 10)) broken.push(`a dragon-strength token lies off the round track: ${JSON.stringify(mod.dragonTrack)}`);
}

export function checkInvariants(g: Game): string[] {
  const broken: string[] = [];
  if (!Number.isInteger(g.round) || g.round < 1 || g.round > MAX_ROUNDS) broken.push(`round ${g.round} is outside 1..${MAX_ROUNDS}`);
  const t = g.wildlings.threat;
  if (!Number.isInteger(t) || t < 0 || t > WILDLING_THREAT_MAX || t % 2 !== 0) broken.push(`wildling threat ${t} is not one of 0, 2, ..., 12`);
  if (new Set(g.wildlings.deck).size !== g.wildlings.deck.length) broken.push("a wildling card is in the deck twice");
  if (g.wildlings.topKnownBy !== null && !g.houses.includes(g.wildlings.topKnownBy)) broken.push(`the top wildling card is known by ${g.wildlings.topKnownBy}, not in play`);
  for (const name of TRACK_NAMES) {
    const track = g.tracks[name];
    if (track.length !== g.houses.length || new Set(track).size !== track.length || !track.every((h) => g.houses.includes(h))) {
      broken.push(`the ${name} track ${JSON.stringify(track)} is not an order of the houses in play`);
    }
    // Targaryen holds the last space of every track; nothing moves it (cards.md 6.1).
    if (track.includes("targaryen") && track.at(-1) !== "targaryen") broken.push(`Targaryen is not last on the ${name} track`);
  }
  checkMod(g, broken);
  if (!g.outcome && g.stack.length === 0) broken.push("the frame stack is empty while the game is not over");
  if (g.stack.length > 0 && g.stack[0]!.kind !== "round") broken.push(`the bottom frame is ${g.stack[0]!.kind}, not the round`);
  checkBoard(g, broken);
  checkHouses(g, broken);
  checkVassalDeck(g, broken);
  return broken;
}
