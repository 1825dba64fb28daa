/**
 * The 12 loans of the Iron Bank (Mother of Dragons, cards.md 6.9), one entry each: what a loan does
 * the moment it is bought, and the decisions its buyer then makes, one action at a time.
 *
 * Readings (AG-10, the peer's where cards.md names it):
 * - Units "from your reserve in areas you control" go, one at a time and each optional, to land
 *   areas the buyer controls (land units), or to seas holding its ships and ports of land it
 *   controls (ships, at most 3 in a port), each within reserve and supply.
 * - Improvements go on any land area of the board, owner or not; Master-at-Arms and Pyromancer
 *   take any area whose castle is a plain castle (not a stronghold).
 * - The Faceless Men destroy at most one knight and one footman, of any house, in two different
 *   areas; either may be left out.
 * - Spymaster looks at the top two cards of a Westeros deck (the top one when only one is left),
 *   deck IV included where Targaryen plays.
 */
import type { Draft } from "immer";
import type { Action } from "../../actions.ts";
import { boardOf, portLand, type AreaDef, type AreaId, type AreaImprovement } from "../../data/board.ts";
import { HOUSE_NAMES, type HouseId, type UnitType } from "../../data/houses.ts";
import { LOAN_NAMES, type LoanId } from "../../data/loans.ts";
import type { WesterosIVCardId } from "../../data/mod.ts";
import type { Ctx } from "../../engine/context.ts";
import { writableArea } from "../../engine/clone.ts";
import type { Game } from "../../state.ts";
import { controller } from "../control.ts";
import { gainPower } from "../power.ts";
import { MAX_SUPPLY, supplyChecker } from "../supply.ts";
import { addUnit, removeUnit, reserve } from "../units.ts";
import { unitName } from "../westeros/losses.ts";
import { checkPortRevert } from "../westeros/port-revert.ts";
import type { LoanFrame, SpiedCard } from "./frames.ts";

interface LoanRules {
  /** What happens the moment the loan is bought, before any decision (may set up the frame). */
  start?(g: Game, f: LoanFrame, ctx: Ctx): void;
  /** The buyer's choices now; empty when the loan is done. */
  options?(g: Game, f: LoanFrame): Action[];
  /** Applies one of `options`. */
  apply?(g: Draft<Game>, f: Draft<LoanFrame>, action: Action, ctx: Ctx): void;
  /** True when the buyer may stop before the options run out (`done`). */
  readonly optional?: boolean;
  /** The prompt's sentence. */
  readonly ask?: (f: LoanFrame) => string;
}

const PORT_CAPACITY = 3;
const areaName = (g: Game, id: AreaId): string => boardOf(g).areas[id]?.name ?? id;

/** Writes an improvement on `id`, replacing the game's improvements record (it is never changed in place: data/board.ts). */
function improve(g: Game, id: AreaId, change: (old: AreaImprovement) => AreaImprovement): void {
  const mod = g.mod!;
  const old = mod.improvements ?? {};
  mod.improvements = { ...old, [id]: change(old[id] ?? {}) };
}

const addPower = (g: Game, id: AreaId): void => improve(g, id, (i) => ({ ...i, power: (i.power ?? 0) + 1 }));
const addSupply = (g: Game, id: AreaId): void => improve(g, id, (i) => ({ ...i, supply: (i.supply ?? 0) + 1 }));

const choose = (choice: string): Action => ({ type: "choose", choice });
const chosen = (a: Action): string => (a.type === "choose" ? a.choice : "");

// The board is looked up once per list, not once per area (with improvements, `boardOf` checks its cache each time).
function landAreas(g: Game, except: readonly AreaId[] = []): AreaId[] {
  const board = boardOf(g);
  return board.ids.filter((id, i) => board.isLand[i] && !except.includes(id));
}

/** Areas whose castle is a plain castle (not a stronghold, not degraded). */
function castleAreas(g: Game): AreaId[] {
  const board = boardOf(g);
  return board.ids.filter((id) => board.areas[id]!.castle === "castle");
}

// ---- Placing units (Full Host, Sea Raiders, Siege Engineers, Vanguard Cavalry)

function placeTargets(g: Game, house: HouseId, unit: UnitType): AreaId[] {
  if (reserve(g, house, unit) <= 0) return [];
  const board = boardOf(g);
  // The board is scanned for the house's armies once, not once per candidate area.
  const fits = supplyChecker(g, house);
  return board.ids.filter((id) => {
    const def: AreaDef = board.areas[id]!;
    const a = g.areas[id]!;
    if (a.house !== null && a.house !== house && a.units.length > 0) return false;
    if (unit !== "ship") {
      if (def.kind !== "land" || controller(g, id) !== house) return false;
    } else if (def.kind === "sea") {
      if (a.house !== house || a.units.length === 0) return false;
    } else if (def.kind === "port") {
      if (controller(g, portLand(board, id)) !== house || a.units.length >= PORT_CAPACITY) return false;
    } else return false;
    return fits({ [id]: 1 });
  });
}

function placeOptions(g: Game, f: LoanFrame): Action[] {
  const out: Action[] = [];
  for (const unit of new Set(f.units)) for (const area of placeTargets(g, f.house, unit)) out.push({ type: "place-unit", area, unit });
  return out;
}

function placeApply(g: Draft<Game>, f: Draft<LoanFrame>, action: Action, ctx: Ctx): void {
  if (action.type !== "place-unit") return;
  addUnit(g as Game, action.area, f.house, action.unit);
  f.units.splice(f.units.indexOf(action.unit), 1);
  ctx.emit("loan-unit", `${HOUSE_NAMES[f.house]} places a ${unitName(action.unit)} in ${areaName(g as Game, action.area)} (${LOAN_NAMES[f.loan]}).`, {
    house: f.house,
    area: action.area,
    unit: action.unit,
  });
}

const placing = (units: UnitType[]): LoanRules => ({
  start: (_g, f) => {
    f.units = [...units];
  },
  options: placeOptions,
  apply: placeApply,
  optional: true,
  ask: (f) => `${LOAN_NAMES[f.loan]}: place your ${f.units.map(unitName).join(", ")} in areas you control, one at a time, or stop.`,
});

// ---- One improvement on one chosen area

const improving = (what: string, n: number, on: (g: Game, f: LoanFrame) => AreaId[], put: (g: Game, f: LoanFrame, id: AreaId, ctx: Ctx) => void): LoanRules => ({
  options: (g, f) => (f.areas.length >= n ? [] : on(g, f).map(choose)),
  apply: (g, f, action, ctx) => {
    const id = chosen(action);
    f.areas.push(id);
    put(g as Game, f as LoanFrame, id, ctx);
  },
  ask: (f) => `${LOAN_NAMES[f.loan]}: choose ${n - f.areas.length === 1 ? "an area" : `${n - f.areas.length} areas`} for ${what}.`,
});

const logImprovement = (g: Game, f: LoanFrame, id: AreaId, what: string, ctx: Ctx): void =>
  ctx.emit("improvement", `${HOUSE_NAMES[f.house]} ${what} in ${areaName(g, id)} (${LOAN_NAMES[f.loan]}).`, { house: f.house, area: id, loan: f.loan });

// ---- Spymaster

/** Deck IV's index in a Spymaster's `deck-N` choice (the frame's `deck`), after decks I-III (0-2). */
const DECK_IV = 3;
const DECK_NAMES = ["I", "II", "III", "IV"] as const;

/** The cards of Westeros deck `deck`, top first: decks I-III, or deck IV (Targaryen's) where it is in play. */
const deckCards = (g: Game, deck: number): readonly SpiedCard[] => (deck === DECK_IV ? (g.mod?.westerosIV?.deck ?? []) : g.westeros.decks[deck]!);

/**
 * The Westeros decks a spymaster may look at: those with cards left. "One Westeros deck" (cards.md
 * 6.9, Spymaster) includes deck IV whenever Targaryen plays (cards.md 6.7: it is one of the decks
 * revealed each Westeros phase); a loan is never bought without Targaryen (the Iron Bank needs it).
 */
const spyDecks = (g: Game): number[] => [0, 1, 2, DECK_IV].filter((d) => deckCards(g, d).length > 0);

/** Ways to put back the cards looked at: which go on top (in order) and which to the bottom (in order, the last lowest). */
const ARRANGEMENTS: Readonly<Record<number, readonly string[]>> = {
  1: ["top-1", "bottom-1"],
  2: ["top-1-2", "top-2-1", "top-1-bottom-2", "top-2-bottom-1", "bottom-1-2", "bottom-2-1"],
};

function rearrange(g: Game, f: LoanFrame, choice: string, ctx: Ctx): void {
  const deck = f.deck!;
  const [topPart, bottomPart = ""] = choice.split("bottom");
  const pick = (part: string): SpiedCard[] => (part.match(/\d/g) ?? []).map((d) => f.cards[Number(d) - 1]!);
  const top = pick(topPart!);
  const bottom = pick(bottomPart);
  const rest = deckCards(g, deck).slice(f.cards.length);
  // New lists, never writes to the old ones: states share deck lists (engine/clone.ts).
  if (deck === DECK_IV) {
    const iv = g.mod!.westerosIV!;
    g.mod!.westerosIV = { ...iv, deck: [...top, ...rest, ...bottom] as WesterosIVCardId[] };
  } else {
    const decks = [...g.westeros.decks] as Game["westeros"]["decks"];
    decks[deck] = [...top, ...rest, ...bottom] as Game["westeros"]["decks"][number];
    g.westeros.decks = decks;
  }
  ctx.emit("spymaster", `${HOUSE_NAMES[f.house]} puts ${top.length} card${top.length === 1 ? "" : "s"} back on top of Westeros deck ${DECK_NAMES[deck]} and ${bottom.length} at the bottom (Spymaster).`, {
    house: f.house,
    deck,
    top: top.length,
    bottom: bottom.length,
  });
}

// ---- The Faceless Men

function facelessOptions(g: Game, f: LoanFrame): Action[] {
  const done = f.units;
  const out: Action[] = [];
  for (const id of boardOf(g).ids) {
    if (f.areas.includes(id)) continue;
    const units = g.areas[id]!.units;
    for (const unit of ["knight", "footman"] as const) if (!done.includes(unit) && units.some((u) => u.type === unit)) out.push({ type: "destroy-unit", area: id, unit });
  }
  return out;
}

function facelessApply(g: Draft<Game>, f: Draft<LoanFrame>, action: Action, ctx: Ctx): void {
  if (action.type !== "destroy-unit") return;
  const victim = g.areas[action.area]!.house!;
  removeUnit(g as Game, action.area, action.unit, true);
  if (g.areas[action.area]!.units.length === 0) writableArea(g, action.area).order = null;
  f.units.push(action.unit);
  f.areas.push(action.area);
  ctx.emit("unit-destroyed", `The Faceless Men destroy ${HOUSE_NAMES[victim]}'s ${unitName(action.unit)} in ${areaName(g as Game, action.area)} for ${HOUSE_NAMES[f.house]}.`, {
    house: victim,
    area: action.area,
    unit: action.unit,
  });
  checkPortRevert(g, victim, action.area, ctx);
}

export const LOANS: Readonly<Record<LoanId, LoanRules>> = {
  "customs-officer": {
    start: (g, f, ctx) => {
      const got = gainPower(g, f.house, 10);
      ctx.emit("loan-power", `${HOUSE_NAMES[f.house]} gains ${got} power (Customs Officer).`, { house: f.house, gained: got });
    },
  },
  "expert-artificer": improving("a power improvement", 1, (g) => landAreas(g), (g, f, id, ctx) => {
    addPower(g, id);
    logImprovement(g, f, id, "puts a power improvement", ctx);
    const got = gainPower(g, f.house, 8);
    ctx.emit("loan-power", `${HOUSE_NAMES[f.house]} gains ${got} power (Expert Artificer).`, { house: f.house, gained: got });
  }),
  "full-host": placing(["footman", "knight", "siege-engine", "ship"]),
  "loyal-maester": improving("a supply improvement", 2, (g, f) => landAreas(g, f.areas), (g, f, id, ctx) => {
    addSupply(g, id);
    logImprovement(g, f, id, "puts a supply improvement", ctx);
  }),
  "master-at-arms": improving("a castle upgraded to a stronghold", 2, (g) => castleAreas(g), (g, f, id, ctx) => {
    improve(g, id, (i) => ({ ...i, castle: "stronghold" }));
    logImprovement(g, f, id, "upgrades the castle to a stronghold", ctx);
  }),
  pyromancer: {
    options: (g, f) => (f.step === 0 ? castleAreas(g).map(choose) : f.step === 1 ? [choose("power"), choose("supply")] : []),
    apply: (g, f, action, ctx) => {
      f.step += 1;
      if (f.step === 1) {
        const id = chosen(action);
        f.areas.push(id);
        improve(g as Game, id, (i) => ({ ...i, castle: "degraded" }));
        logImprovement(g as Game, f as LoanFrame, id, "degrades the castle", ctx);
        return;
      }
      const id = f.areas[0]!;
      if (chosen(action) === "power") addPower(g as Game, id);
      else addSupply(g as Game, id);
      logImprovement(g as Game, f as LoanFrame, id, `puts a ${chosen(action)} improvement`, ctx);
    },
    ask: (f) => (f.step === 0 ? "Pyromancer: choose a castle to degrade." : "Pyromancer: put a power or a supply improvement there."),
  },
  "savvy-steward": improving("a supply improvement", 1, (g) => landAreas(g), (g, f, id, ctx) => {
    addSupply(g, id);
    logImprovement(g, f, id, "puts a supply improvement", ctx);
    g.supply[f.house] = Math.min(MAX_SUPPLY, (g.supply[f.house] ?? 0) + 1);
    ctx.emit("supply", `${HOUSE_NAMES[f.house]} moves up to ${g.supply[f.house]} on the Supply track (Savvy Steward).`, { house: f.house, to: g.supply[f.house] });
  }),
  "sea-raiders": placing(["footman", "ship", "ship", "ship"]),
  "siege-engineers": placing(["footman", "siege-engine", "siege-engine"]),
  spymaster: {
    options: (g, f) => (f.step === 0 ? spyDecks(g).map((d) => choose(`deck-${d + 1}`)) : f.step === 1 ? ARRANGEMENTS[f.cards.length]!.map(choose) : []),
    apply: (g, f, action, ctx) => {
      f.step += 1;
      if (f.step === 1) {
        f.deck = Number(chosen(action).slice(5)) - 1;
        f.cards = deckCards(g as Game, f.deck).slice(0, 2);
        ctx.emit("spymaster-look", `${HOUSE_NAMES[f.house]} looks at the top of Westeros deck ${DECK_NAMES[f.deck]} (Spymaster).`, { house: f.house, deck: f.deck });
        return;
      }
      rearrange(g as Game, f as LoanFrame, chosen(action), ctx);
    },
    ask: (f) =>
      f.deck === null
        ? "Spymaster: choose a Westeros deck to look at."
        : "Spymaster: put the cards back: on top in the order named, or at the bottom (1 is the top card you saw).",
  },
  "the-faceless-men": {
    options: facelessOptions,
    apply: facelessApply,
    optional: true,
    ask: () => "The Faceless Men: destroy a knight and a footman of anyone, in two different areas (either may be left out).",
  },
  "vanguard-cavalry": placing(["knight", "knight", "knight"]),
};
