/**
 * Scenarios (SCENARIO.md): a compact JSON document describing any position, validated with zod.
 * `fromScenario` builds the game (omitted parts default from a normal setup of the same config),
 * rejects impossible positions with an error naming the field, and settles it; `toScenario` writes
 * any game back so that reading it again gives the same state hash.
 */
import { z } from "zod";
import { describeInvalid, err, ok, type Result, type RuleError } from "@kingsroad/core";
import { boardOf, isArea, type AreaImprovement } from "./data/board.ts";
import { HOUSES, houseCardIds, UNIT_TYPES, VASSAL_CARD_IDS, type HouseId, type UnitType } from "./data/houses.ts";
import { LOAN_IDS, type LoanId } from "./data/loans.ts";
import { ORDER_KINDS } from "./data/orders.ts";
import { WESTEROS_IV_IDS } from "./data/mod.ts";
import { WESTEROS_DECKS, WILDLING_DECK, type WesterosCardType, type WildlingCardType } from "./data/westeros-cards.ts";
import { start } from "./engine/driver.ts";
import type { Frame } from "./engine/frames.ts";
import { rulesFor } from "./engine/registry.ts";
import { checkInvariants } from "./invariants.ts";
import { newActionFrame } from "./rules/action/frames.ts";
import { newTidesDeck } from "./rules/combat/tides-deck.ts";
import { newRoundFrame } from "./rules/round-frame.ts";
import { newWesterosFrame } from "./rules/westeros/frames.ts";
import { configProblem, emptyArea, setupGame } from "./setup.ts";
import type { AreaState, Game, GameConfig, OrderRestriction, Unit } from "./state.ts";

export const SCENARIO_FORMAT = "agot-scenario/1";

const house = z.enum(HOUSES);
const unitSpec = z.enum([...UNIT_TYPES, ...UNIT_TYPES.map((t) => `routed ${t}` as const)]);
const orderKind = z.enum(ORDER_KINDS);
const westerosCard = z.string().min(1);
const count = z.number().int().min(0);

const areaSchema = z
  .object({
    stark: z.array(unitSpec).optional(),
    lannister: z.array(unitSpec).optional(),
    greyjoy: z.array(unitSpec).optional(),
    tyrell: z.array(unitSpec).optional(),
    baratheon: z.array(unitSpec).optional(),
    martell: z.array(unitSpec).optional(),
    arryn: z.array(unitSpec).optional(),
    targaryen: z.array(unitSpec).optional(),
    /** An order token; a bare kind belongs to the house whose units are here. */
    order: z.union([orderKind, z.object({ house, kind: orderKind }).strict()]).nullable().optional(),
    power: house.nullable().optional(),
    garrison: z.union([count, z.object({ house, strength: count }).strict()]).nullable().optional(),
    neutral: count.nullable().optional(),
    /** Mother of Dragons: loyalty tokens lying here (cards.md 6.5). */
    loyalty: count.optional(),
  })
  .strict();

const configSchema = z
  .object({
    seed: z.string(),
    playerCount: z.union([z.literal(3), z.literal(4), z.literal(5), z.literal(6), z.literal(7), z.literal(8)]),
    tidesOfBattle: z.boolean().default(false),
    players: z.array(z.string()).optional(),
    houseChoice: z.union([z.literal("random"), z.array(house)]).optional(),
    motherOfDragons: z.boolean().optional(),
    houses: z.array(house).optional(),
    vassals: z.boolean().optional(),
    ironBank: z.boolean().optional(),
    seaOrders: z.boolean().optional(),
    giftingPower: z.boolean().optional(),
    houseCards: z.enum(["standard", "later-books"]).optional(),
  })
  .strict();

const loanId = z.enum(LOAN_IDS);

/** Mother of Dragons' record (mod-state.ts); omitted parts keep their setup values. */
const modSchema = z
  .object({
    /** The vassal houses, their commanders once claimed, the vassal deck (default: all seven) and the players leaving at the end of the round. */
    vassals: z
      .object({ houses: z.array(house), commanders: z.partialRecord(house, house).optional(), deck: z.array(z.string()).optional(), leaving: z.array(house).optional() })
      .strict()
      .optional(),
    loyaltyCollected: count.optional(),
    /** Rounds of the dragon-strength tokens still on the round track. */
    dragonTrack: z.array(z.number().int().min(1).max(10)).optional(),
    /** Dragon-strength tokens moved to the box early (Fire Made Flesh). */
    dragonBox: count.optional(),
    /** Westeros deck IV (with Targaryen): the cards to draw, top first, and the revealed ones; each card once. */
    westerosIV: z.object({ deck: z.array(z.string()), discard: z.array(z.string()).optional() }).strict().optional(),
    /** The Iron Bank (cards.md 6.9): deck (top first), the 7/4/1 slots (null: empty), the loans each house holds. */
    bank: z
      .object({ deck: z.array(loanId), slots: z.tuple([loanId.nullable(), loanId.nullable(), loanId.nullable()]), loans: z.partialRecord(house, z.array(loanId)).optional() })
      .strict()
      .optional(),
    /** Improvement and degradation tokens by area (cards.md 6.10). */
    improvements: z
      .record(z.string(), z.object({ power: count.optional(), supply: count.optional(), castle: z.enum(["stronghold", "degraded"]).optional() }).strict())
      .optional(),
  })
  .strict();

const restriction = z.enum(["no-defense", "no-march-special", "no-raid", "no-support", "no-consolidate-power"]);
const deckTriple = z.tuple([z.array(westerosCard), z.array(westerosCard), z.array(westerosCard)]);

export const scenarioSchema = z
  .object({
    format: z.literal(SCENARIO_FORMAT).optional(),
    /** A sentence for people: what this position shows. */
    description: z.string().optional(),
    config: configSchema,
    round: z.number().int().min(1).max(10).optional(),
    /** "setup": the listed areas change the start position; "empty": no units, orders or power tokens except those listed. */
    board: z.enum(["setup", "empty"]).optional(),
    areas: z.record(z.string(), areaSchema).optional(),
    blocked: z.array(z.string()).optional(),
    tracks: z.object({ ironThrone: z.array(house), fiefdoms: z.array(house), kingsCourt: z.array(house) }).strict().optional(),
    bladeUsed: z.boolean().optional(),
    ravenUsed: z.boolean().optional(),
    supply: z.partialRecord(house, z.number().int().min(0).max(6)).optional(),
    power: z.partialRecord(house, z.number().int().min(0).max(20)).optional(),
    /** Missing hand: the house's cards not in its discard pile. */
    houseCards: z.partialRecord(house, z.object({ hand: z.array(z.string()).optional(), discard: z.array(z.string()).optional() }).strict()).optional(),
    westeros: z.object({ decks: deckTriple.optional(), discards: deckTriple.optional(), revealed: z.array(westerosCard).optional() }).strict().optional(),
    wildlings: z
      .object({ threat: z.number().int().min(0).max(12).optional(), deck: z.array(z.string()).optional(), topKnownBy: house.nullable().optional() })
      .strict()
      .optional(),
    restrictions: z.array(restriction).optional(),
    tidesDeck: z.array(z.string()).optional(),
    mod: modSchema.optional(),
    /** Shorthand for the stack at the start of a phase; `stack` gives raw frames instead. */
    phase: z.enum(["westeros", "planning", "action"]).optional(),
    stack: z.array(z.looseObject({ kind: z.string() })).min(1).optional(),
    rng: z.tuple([z.number().int(), z.number().int(), z.number().int(), z.number().int()]).optional(),
    actionCount: count.optional(),
    outcome: z
      .object({ winner: house, ranking: z.array(house), reason: z.enum(["seven-castles", "round-ten", "loyalty"]) })
      .strict()
      .nullable()
      .optional(),
  })
  .strict();

export type Scenario = z.input<typeof scenarioSchema>;
type ParsedScenario = z.output<typeof scenarioSchema>;
type AreaSpec = z.output<typeof areaSchema>;

const bad = (field: string, message: string): Result<never, RuleError> => err({ code: "BAD_SCENARIO", message: `${field}: ${message}` });

/** Checks that `cards` is drawn from `pool` (a multiset): no unknown card, none more often than it exists. */
function fromPool<T extends string>(field: string, cards: readonly string[], pool: readonly T[]): Result<T[], RuleError> {
  const left = new Map<string, number>();
  for (const c of pool) left.set(c, (left.get(c) ?? 0) + 1);
  for (const [i, c] of cards.entries()) {
    const n = left.get(c) ?? 0;
    if (n === 0) return bad(`${field}[${i}]`, pool.includes(c as T) ? `too many copies of ${c}` : `unknown card ${c}`);
    left.set(c, n - 1);
  }
  return ok(cards as T[]);
}

function buildArea(g: Game, id: string, spec: AreaSpec, base: AreaState): Result<AreaState, RuleError> {
  const field = `areas.${id}`;
  const a: AreaState = { ...base, units: [...base.units] };
  const owners = HOUSES.filter((h) => spec[h] !== undefined);
  if (owners.length > 1) return bad(field, `units of two houses (${owners.join(", ")}) in one area`);
  if (owners.length === 1) {
    const h = owners[0]!;
    if (!g.houses.includes(h)) return bad(`${field}.${h}`, `${h} is not in play with ${g.houses.length} players`);
    const specs = spec[h]!;
    a.units = specs.map((s): Unit => (s.startsWith("routed ") ? { type: s.slice(7) as UnitType, routed: true } : { type: s as UnitType, routed: false }));
    a.house = a.units.length > 0 ? h : null;
  }
  if (spec.order !== undefined) {
    if (spec.order === null) a.order = null;
    else if (typeof spec.order === "string") {
      if (a.house === null) return bad(`${field}.order`, "a bare order kind needs units here to name its house; write { house, kind }");
      a.order = { house: a.house, kind: spec.order };
    } else a.order = { ...spec.order };
  }
  if (spec.power !== undefined) a.powerToken = spec.power;
  if (spec.garrison !== undefined) {
    const home = boardOf(g).areas[id]!.home;
    if (spec.garrison === null) a.garrison = null;
    else if (typeof spec.garrison === "number") {
      if (home === null) return bad(`${field}.garrison`, `${id} is nobody's home area; use neutral for a neutral force`);
      a.garrison = { house: home, strength: spec.garrison };
    } else a.garrison = { ...spec.garrison };
  }
  if (spec.neutral !== undefined) a.neutralForce = spec.neutral;
  if (spec.loyalty !== undefined) {
    if (!g.mod) return bad(`${field}.loyalty`, "loyalty tokens need Mother of Dragons");
    if (spec.loyalty === 0) delete g.mod.loyalty[id];
    else g.mod.loyalty[id] = spec.loyalty;
  }
  return ok(a);
}

function buildHouseCards(g: Game, s: ParsedScenario): Result<void, RuleError> {
  for (const [h, spec] of Object.entries(s.houseCards ?? {}) as [HouseId, { hand?: string[]; discard?: string[] }][]) {
    if (!g.houses.includes(h)) return bad(`houseCards.${h}`, `${h} is not in play`);
    const deck = houseCardIds(h, g.mod?.modules.houseCards);
    for (const key of ["hand", "discard"] as const) {
      const wrong = (spec[key] ?? []).find((c) => !deck.includes(c));
      if (wrong !== undefined) return bad(`houseCards.${h}.${key}`, `${wrong} is not a ${h} house card${g.mod?.modules.houseCards === "later-books" ? " of the later books' decks" : ""}`);
    }
    const discard = spec.discard ?? [];
    const hand = spec.hand ?? deck.filter((c) => !discard.includes(c));
    g.houseCards[h] = { hand: [...hand], discard: [...discard] };
  }
  return ok(undefined);
}

function buildStack(s: ParsedScenario): Result<Frame[], RuleError> {
  if (s.stack && s.phase) return bad("phase", "give either phase or stack, not both");
  if (s.stack) {
    for (const [i, f] of s.stack.entries()) {
      try {
        rulesFor(f as unknown as Frame);
      } catch {
        return bad(`stack[${i}].kind`, `unknown frame kind ${f.kind}`);
      }
    }
    if (s.stack[0]!.kind !== "round") return bad("stack[0].kind", "the bottom frame must be the round");
    // Frames are owned by their rules modules; beyond the kind they are taken as written.
    return ok(structuredClone(s.stack) as unknown as Frame[]);
  }
  switch (s.phase ?? "planning") {
    case "planning":
      return ok([newRoundFrame()]);
    case "westeros":
      return ok([newRoundFrame(), newWesterosFrame()]);
    case "action":
      return ok([{ kind: "round", step: "end-of-round" }, newActionFrame()]);
  }
}

function build(s: ParsedScenario): Result<Game, RuleError> {
  const config = { ...s.config } as GameConfig;
  const problem = configProblem(config);
  if (problem) return bad("config", problem);
  const g = setupGame(config);

  if (s.blocked) {
    const unknown = s.blocked.find((id) => !isArea(boardOf(g), id));
    if (unknown !== undefined) return bad("blocked", `unknown area ${unknown}`);
    g.blocked = [...s.blocked];
  }
  if (s.board === "empty") {
    for (const a of Object.values(g.areas)) Object.assign(a, { house: null, units: [], order: null, powerToken: null });
  }
  for (const [id, spec] of Object.entries(s.areas ?? {})) {
    if (!isArea(boardOf(g), id)) return bad(`areas.${id}`, `unknown area ${id} on the board ${boardOf(g).id}`);
    const r = buildArea(g, id, spec, g.areas[id] ?? emptyArea());
    if (!r.ok) return r;
    g.areas[id] = r.value;
  }
  if (s.round !== undefined) g.round = s.round;
  if (s.tracks) {
    for (const [name, track] of Object.entries(s.tracks)) {
      if (track.length !== g.houses.length || new Set(track).size !== track.length || !track.every((h) => g.houses.includes(h))) {
        return bad(`tracks.${name}`, `must list each of ${g.houses.join(", ")} once`);
      }
    }
    g.tracks = { ironThrone: [...s.tracks.ironThrone], fiefdoms: [...s.tracks.fiefdoms], kingsCourt: [...s.tracks.kingsCourt] };
  }
  if (s.bladeUsed !== undefined) g.bladeUsed = s.bladeUsed;
  if (s.ravenUsed !== undefined) g.ravenUsed = s.ravenUsed;
  for (const key of ["supply", "power"] as const) {
    for (const [h, n] of Object.entries(s[key] ?? {}) as [HouseId, number][]) {
      if (!g.houses.includes(h)) return bad(`${key}.${h}`, `${h} is not in play`);
      g[key][h] = n;
    }
  }
  const cards = buildHouseCards(g, s);
  if (!cards.ok) return cards;

  if (s.westeros) {
    const pool = (i: number) => WESTEROS_DECKS[i]!;
    for (const key of ["decks", "discards"] as const) {
      const triple = s.westeros[key];
      if (!triple) continue;
      for (let i = 0; i < 3; i++) {
        const r = fromPool(`westeros.${key}[${i}]`, triple[i]!, pool(i));
        if (!r.ok) return r;
        g.westeros[key][i] = r.value;
      }
    }
    // A card is in its deck or its discard pile, never both more often than it exists.
    for (let i = 0; i < 3; i++) {
      const r = fromPool(`westeros.decks[${i}] with westeros.discards[${i}]`, [...g.westeros.decks[i]!, ...g.westeros.discards[i]!], pool(i));
      if (!r.ok) return r;
    }
    if (s.westeros.revealed) {
      const r = fromPool("westeros.revealed", s.westeros.revealed, WESTEROS_DECKS.flat());
      if (!r.ok) return r;
      g.westeros.revealed = r.value as WesterosCardType[];
    }
  }
  if (s.wildlings) {
    if (s.wildlings.threat !== undefined) {
      if (s.wildlings.threat % 2 !== 0) return bad("wildlings.threat", "the wildling track runs 0, 2, ..., 12");
      g.wildlings.threat = s.wildlings.threat;
    }
    if (s.wildlings.deck) {
      const r = fromPool<WildlingCardType>("wildlings.deck", s.wildlings.deck, WILDLING_DECK);
      if (!r.ok) return r;
      g.wildlings.deck = r.value;
    }
    if (s.wildlings.topKnownBy !== undefined) {
      if (s.wildlings.topKnownBy !== null && !g.houses.includes(s.wildlings.topKnownBy)) return bad("wildlings.topKnownBy", `${s.wildlings.topKnownBy} is not in play`);
      g.wildlings.topKnownBy = s.wildlings.topKnownBy;
    }
  }
  if (s.restrictions) g.restrictions = [...s.restrictions] as OrderRestriction[];
  if (s.mod) {
    if (!g.mod) return bad("mod", "needs Mother of Dragons (config.motherOfDragons)");
    const m = s.mod;
    if (m.vassals) {
      const wrong = m.vassals.houses.find((h) => !g.houses.includes(h) || h === "targaryen");
      if (wrong !== undefined) return bad("mod.vassals.houses", `${wrong} cannot be a vassal in this game`);
      const commanders = m.vassals.commanders ?? {};
      const badCommander = Object.entries(commanders).find(([v, c]) => !m.vassals!.houses.includes(v as HouseId) || m.vassals!.houses.includes(c) || !g.houses.includes(c));
      if (badCommander) return bad("mod.vassals.commanders", `${badCommander[1]} cannot command ${badCommander[0]}`);
      g.mod.vassals = {
        houses: HOUSES.filter((h) => m.vassals!.houses.includes(h)),
        commanders: { ...commanders },
        deck: [...(m.vassals.deck ?? VASSAL_CARD_IDS)],
        leaving: [...(m.vassals.leaving ?? [])],
      };
      const deck = fromPool("mod.vassals.deck", g.mod.vassals.deck, VASSAL_CARD_IDS);
      if (!deck.ok) return deck;
    }
    if (m.loyaltyCollected !== undefined) g.mod.loyaltyCollected = m.loyaltyCollected;
    if (m.dragonTrack) g.mod.dragonTrack = [...m.dragonTrack];
    if (m.dragonBox !== undefined) g.mod.dragonBox = m.dragonBox;
    if (m.westerosIV) {
      if (!g.mod.westerosIV) return bad("mod.westerosIV", "deck IV is used only when Targaryen plays");
      const discard = m.westerosIV.discard ?? [];
      const all = fromPool("mod.westerosIV", [...m.westerosIV.deck, ...discard], WESTEROS_IV_IDS);
      if (!all.ok) return all;
      g.mod.westerosIV = { deck: all.value.slice(0, m.westerosIV.deck.length), discard: all.value.slice(m.westerosIV.deck.length) };
    }
    if (m.bank) {
      if (!g.mod.bank) return bad("mod.bank", "needs the Iron Bank (Targaryen in play, ironBank not off)");
      const all = [...m.bank.deck, ...m.bank.slots.filter((l) => l !== null), ...Object.values(m.bank.loans ?? {}).flat()];
      const twice = all.find((l, i) => all.indexOf(l) !== i);
      if (twice !== undefined) return bad("mod.bank", `the loan ${twice} is in two places`);
      const holder = Object.keys(m.bank.loans ?? {}).find((h) => !g.houses.includes(h as HouseId));
      if (holder !== undefined) return bad("mod.bank.loans", `${holder} is not in play`);
      g.mod.bank = { deck: [...m.bank.deck], slots: [...m.bank.slots], loans: structuredClone(m.bank.loans ?? {}) };
    }
    if (m.improvements) {
      const unknown = Object.keys(m.improvements).find((id) => boardOf(g).areas[id]?.kind !== "land");
      if (unknown !== undefined) return bad("mod.improvements", `${unknown} is no land area of this board`);
      g.mod.improvements = structuredClone(m.improvements);
    }
  }
  if (s.tidesDeck) {
    const r = fromPool("tidesDeck", s.tidesDeck, newTidesDeck());
    if (!r.ok) return r;
    g.tidesDeck = r.value;
  }
  const stack = buildStack(s);
  if (!stack.ok) return stack;
  g.stack = stack.value;
  if (s.rng) g.rng = [s.rng[0] >>> 0, s.rng[1] >>> 0, s.rng[2] >>> 0, s.rng[3] >>> 0];
  if (s.actionCount !== undefined) g.actionCount = s.actionCount;
  if (s.outcome !== undefined) g.outcome = s.outcome === null ? null : { ...s.outcome, ranking: [...s.outcome.ranking] };
  return ok(g);
}

/** Reads a scenario; a bad one is an error naming the field, never a throw. */
export function fromScenario(input: unknown): Result<Game, RuleError> {
  const parsed = scenarioSchema.safeParse(input);
  if (!parsed.success) return err({ code: "BAD_SCENARIO", message: describeInvalid(parsed.error, "scenario") });
  let built: Result<Game, RuleError>;
  try {
    built = build(parsed.data);
  } catch (e) {
    return err({ code: "BAD_SCENARIO", message: `the scenario cannot be built: ${(e as Error).message}` });
  }
  if (!built.ok) return built;
  const broken = checkInvariants(built.value);
  if (broken.length > 0) return err({ code: "IMPOSSIBLE_POSITION", message: `The position breaks the rules: ${broken.join("; ")}.` });
  try {
    return ok(start(built.value).state);
  } catch (e) {
    return err({ code: "BAD_SCENARIO", message: `the position cannot be resumed: ${(e as Error).message}` });
  }
}

const unitSpecOf = (u: Unit): z.infer<typeof unitSpec> => (u.routed ? `routed ${u.type}` : u.type);

/** Writes any game as a scenario; `fromScenario(toScenario(g))` has the same state hash as `g`. */
export function toScenario(g: Game): Scenario {
  const setup = setupGame(g.config);
  const areas: Record<string, AreaSpec> = {};
  for (const id of boardOf(g).ids) {
    const a = g.areas[id]!;
    const s = setup.areas[id]!;
    const spec: AreaSpec = {};
    if (a.house !== null && a.units.length > 0) spec[a.house] = a.units.map(unitSpecOf);
    if (a.order) spec.order = a.order.house === a.house ? a.order.kind : { ...a.order };
    if (a.powerToken !== null) spec.power = a.powerToken;
    if (JSON.stringify(a.garrison) !== JSON.stringify(s.garrison)) {
      spec.garrison = a.garrison === null ? null : boardOf(g).areas[id]!.home === a.garrison.house ? a.garrison.strength : { ...a.garrison };
    }
    if (a.neutralForce !== s.neutralForce) spec.neutral = a.neutralForce;
    const loyalty = g.mod?.loyalty[id] ?? 0;
    if (loyalty !== (setup.mod?.loyalty[id] ?? 0)) spec.loyalty = loyalty;
    if (Object.keys(spec).length > 0) areas[id] = spec;
  }
  const clone = <T>(x: T): T => structuredClone(x);
  return {
    format: SCENARIO_FORMAT,
    config: clone(g.config) as Scenario["config"],
    round: g.round,
    board: "empty",
    areas,
    blocked: [...g.blocked],
    tracks: clone(g.tracks),
    bladeUsed: g.bladeUsed,
    ravenUsed: g.ravenUsed,
    supply: clone(g.supply),
    power: clone(g.power),
    houseCards: clone(g.houseCards),
    westeros: clone(g.westeros),
    wildlings: clone(g.wildlings),
    restrictions: [...g.restrictions],
    tidesDeck: [...g.tidesDeck],
    stack: clone(g.stack) as unknown as { kind: string }[],
    rng: [...g.rng] as [number, number, number, number],
    actionCount: g.actionCount,
    outcome: clone(g.outcome),
    ...(g.mod
      ? {
          mod: {
            ...(g.mod.vassals ? { vassals: clone(g.mod.vassals) } : {}),
            loyaltyCollected: g.mod.loyaltyCollected, dragonTrack: [...g.mod.dragonTrack], dragonBox: g.mod.dragonBox,
            ...(g.mod.bank ? { bank: { deck: [...g.mod.bank.deck], slots: [g.mod.bank.slots[0] ?? null, g.mod.bank.slots[1] ?? null, g.mod.bank.slots[2] ?? null] as [LoanId | null, LoanId | null, LoanId | null], loans: clone(g.mod.bank.loans) } } : {}),
            ...(g.mod.improvements ? { improvements: clone(g.mod.improvements) as Record<string, AreaImprovement> } : {}) } }
      : {}),
  };
}
