/**
 * Westeros deck IV (Mother of Dragons, cards.md 6.7; summary "Loyalty tokens"): with Targaryen in
 * the game a fourth card is revealed with decks I-III and resolved after them. Its printed
 * ("banner") areas get 1 loyalty token each, then the rest of its text runs: each card below is
 * one entry of `CARDS`, its whole effect in one place. Every choice is a `choose` of one house
 * among the options the card's current step names; a step with no option ends the card.
 *
 * Targaryen is never a vassal and the rules have no elimination (cards.md 6.5), so its options are
 * always offered when it can pay for them.
 */
import type { Draft } from "immer";
import { boardOf, BOARDS, type AreaId } from "../../data/board.ts";
import { HOUSE_NAMES, type HouseId, type UnitType } from "../../data/houses.ts";
import { RIVER_AREAS, TARGARYEN_HOME, WESTEROS_IV_CARDS, type WesterosIVCardId } from "../../data/mod.ts";
import { prompt, withLegalActions, type Ctx, type FrameRules } from "../../engine/context.ts";
import type { Action } from "../../actions.ts";
import type { Game } from "../../state.ts";
import { playersInTurnOrder } from "../commanders.ts";
import { controller } from "../control.ts";
import { loyaltyCanMove, loyaltyMoves, moveLoyalty, placeLoyalty } from "../loyalty.ts";
import { losePower } from "../power.ts";
import { supplyAllows } from "../supply.ts";
import { addUnit, removeUnit, reserve } from "../units.ts";
import { victoryPoints } from "../victory.ts";
import type { WesterosIVFrame } from "./frames.ts";

type F = Draft<WesterosIVFrame>;

/** One card's text: the first step after its banner tokens, the options of a step, what a choice does. */
interface CardRules {
  /** Sets the frame's first step (and chooser); "end" when the card has nothing more to do. */
  start(g: Game, f: F): void;
  options(g: Game, f: WesterosIVFrame): string[];
  choose(g: Draft<Game>, f: F, choice: string, ctx: Ctx): void;
  question(g: Game, f: WesterosIVFrame): string;
  /** A step found without options (nothing to move, nothing to undo): by default the card ends. */
  stalled?(g: Game, f: F): void;
}

const NOTHING = "nothing";
const DONE = "done";
const T: HouseId = "targaryen";
const power = (g: Game): number => g.power[T] ?? 0;
const areaName = (g: Game, id: string): string => boardOf(g).areas[id]?.name ?? id;

function pay(g: Draft<Game>, n: number, f: WesterosIVFrame, ctx: Ctx): void {
  losePower(g, T, n);
  ctx.emit("westeros-iv-pay", `Targaryen pays ${n} power for ${WESTEROS_IV_CARDS[f.card].name}.`, { card: f.card, power: n });
}

function set(f: F, step: string, house: HouseId = T): void {
  f.step = step;
  f.house = house;
}

/** Land areas of Westeros (the Essos side board excluded): the board without Targaryen. */
const WESTEROS_LAND: readonly AreaId[] = BOARDS["westeros-7p"].ids.filter((id) => BOARDS["westeros-7p"].areas[id]!.kind === "land");

/** Players other than Targaryen, in turn order (the cards' "another player"). */
const otherPlayers = (g: Game): HouseId[] => playersInTurnOrder(g).filter((h) => h !== T);

/** "Pay 1 power: 1 token on one of two areas" (Empty Promises, Southron Ambitions, Strongholds of Resistance). */
const eitherArea: CardRules = {
  start: (g, f) => set(f, power(g) >= 1 ? "area" : "end"),
  options: (g, f) => [...WESTEROS_IV_CARDS[f.card].either.filter((id) => g.areas[id]), NOTHING],
  choose(g, f, choice, ctx) {
    if (choice !== NOTHING) {
      pay(g, 1, f, ctx);
      placeLoyalty(g, choice, ctx);
    }
    set(f, "end");
  },
  question: (g, f) =>
    `${WESTEROS_IV_CARDS[f.card].name}: pay 1 power to place a loyalty token in ${WESTEROS_IV_CARDS[f.card].either.map((id) => areaName(g, id)).join(" or ")}, or do nothing.`,
};

/** Each player, in `order`, moves one loyalty token to an adjacent land area; Targaryen may pay `cost` to undo each move. */
function tokenMoves(reverse: boolean, cost: number): CardRules {
  const movable = (g: Game): AreaId[] => {
    const loyalty = g.mod!.loyalty;
    const out: AreaId[] = [];
    for (const id in loyalty) if ((loyalty[id] ?? 0) > 0 && loyaltyCanMove(g, id)) out.push(id);
    return out;
  };
  const next = (g: Game, f: F): void => {
    f.queue = f.queue.slice(1);
    f.picked = [];
    if (f.queue.length === 0 || movable(g).length === 0) set(f, "end");
    else set(f, "from", f.queue[0]!);
  };
  return {
    start(g, f) {
      const order = playersInTurnOrder(g);
      f.queue = reverse ? [...order].reverse() : order;
      if (movable(g).length === 0) set(f, "end");
      else set(f, "from", f.queue[0]!);
    },
    options(g, f) {
      if (f.step === "from") return movable(g);
      if (f.step === "to") return loyaltyMoves(g, f.picked[0]!);
      // The token may already be Targaryen's (the driver collects between steps): nothing to undo then.
      return (g.mod!.loyalty[f.picked[1]!] ?? 0) > 0 ? ["undo", "keep"] : [];
    },
    stalled(g, f) {
      if (f.step === "undo") next(g, f);
      else set(f, "end");
    },
    choose(g, f, choice, ctx) {
      if (f.step === "from") {
        f.picked = [choice];
        f.step = "to";
        return;
      }
      if (f.step === "to") {
        const from = f.picked[0]!;
        moveLoyalty(g, from, choice, ctx);
        f.picked = [from, choice];
        // Undoing one's own move is never worth its price: Targaryen is asked only about the others'.
        if (f.house !== T && power(g) >= cost) set(f, "undo");
        else next(g, f);
        return;
      }
      const [from, to] = f.picked as [string, string];
      if (choice === "undo") {
        pay(g, cost, f, ctx);
        moveLoyalty(g, to, from, ctx);
      }
      next(g, f);
    },
    question(g, f) {
      const name = WESTEROS_IV_CARDS[f.card].name;
      if (f.step === "from") return `${name}: choose a loyalty token to move to an adjacent land area.`;
      if (f.step === "to") return `${name}: move the loyalty token in ${areaName(g, f.picked[0]!)} to an adjacent land area.`;
      return `${name}: pay ${cost} power to undo the move from ${areaName(g, f.picked[0]!)} to ${areaName(g, f.picked[1]!)}?`;
    },
  };
}

/** The areas Playing with Fire may choose: uncontrolled land areas of Westeros, empty, no neutral force (cards.md 6.7). */
const uncontrolledWesteros = (g: Game): AreaId[] =>
  WESTEROS_LAND.filter((id) => {
    const a = g.areas[id];
    return a !== undefined && a.units.length === 0 && a.powerToken === null && a.neutralForce === null && controller(g, id) === null;
  });

/** Land units `house` could place in `area` from its reserve within its supply (Playing with Fire). */
const placeableUnits = (g: Game, house: HouseId, area: AreaId): UnitType[] =>
  (["footman", "knight", "siege-engine"] as const).filter((t) => reserve(g, house, t) > 0 && supplyAllows(g, house, { [area]: 1 }));

const CARDS: Readonly<Record<WesterosIVCardId, CardRules>> = {
  /** Pay 1 power: up to 4 other houses get a loyalty token on their home area (peer: Westeros capitals). */
  "domestic-disputes": {
    start: (g, f) => set(f, power(g) >= 1 ? "houses" : "end"),
    options(g, f) {
      const homes = boardOf(g).homeArea;
      const houses = g.houses.filter((h) => h !== T && !f.picked.includes(h) && homes[h] !== undefined);
      return [...houses, f.picked.length === 0 ? NOTHING : DONE];
    },
    choose(g, f, choice, ctx) {
      if (choice === NOTHING || choice === DONE) return set(f, "end");
      // The 1 power is paid once, with the first house chosen.
      if (f.picked.length === 0) pay(g, 1, f, ctx);
      f.picked.push(choice);
      placeLoyalty(g, boardOf(g).homeArea[choice as HouseId]!, ctx);
      if (f.picked.length === 4) set(f, "end");
    },
    question: (_g, f) =>
      f.picked.length === 0
        ? "Domestic Disputes: pay 1 power to place a loyalty token on the home area of up to 4 other houses (choose the first), or do nothing."
        : `Domestic Disputes: choose another house (${4 - f.picked.length} more at most), or stop.`,
  },
  "empty-promises": eitherArea,
  /** Destroy a dragon to move a future dragon-strength token into the box, or bring a destroyed dragon back to Pentos. */
  "fire-made-flesh": {
    start: (g, f) => set(f, fireOptions(g).length > 1 ? "choice" : "end"),
    options(g, f) {
      if (f.step === "choice") return fireOptions(g);
      if (f.step === "dragon") return dragonAreas(g);
      return futureTokens(g).map((r) => `round-${r}`);
    },
    choose(g, f, choice, ctx) {
      if (f.step === "choice") {
        if (choice === "destroy-dragon") set(f, "dragon");
        else if (choice === "return-dragon") {
          addUnit(g, TARGARYEN_HOME, T, "dragon");
          ctx.emit("dragon-returns", "Fire Made Flesh: a destroyed dragon returns to Pentos.", { area: TARGARYEN_HOME });
          set(f, "end");
        } else set(f, "end");
        return;
      }
      if (f.step === "dragon") {
        removeUnit(g, choice, "dragon");
        ctx.emit("dragon-destroyed", `Fire Made Flesh: Targaryen destroys its dragon in ${areaName(g, choice)}.`, { area: choice });
        set(f, "token");
        return;
      }
      const round = Number(choice.slice("round-".length));
      const mod = g.mod!;
      const i = mod.dragonTrack.indexOf(round);
      mod.dragonTrack = [...mod.dragonTrack.slice(0, i), ...mod.dragonTrack.slice(i + 1)];
      mod.dragonBox += 1;
      ctx.emit("dragon-strength", `Fire Made Flesh: the dragon-strength token of round ${round} moves to the box now.`, { round });
      set(f, "end");
    },
    question(_g, f) {
      if (f.step === "choice") return "Fire Made Flesh: destroy a dragon to strengthen the others, bring a destroyed dragon back to Pentos, or do nothing.";
      if (f.step === "dragon") return "Fire Made Flesh: choose the dragon to destroy.";
      return "Fire Made Flesh: choose the future dragon-strength token that moves to the box.";
    },
  },
  /** Pay 1 power: a token on an uncontrolled Westeros land area, where another player then places a land unit of his choice. */
  "playing-with-fire": {
    start: (g, f) => set(f, power(g) >= 1 && uncontrolledWesteros(g).length > 0 ? "area" : "end"),
    options(g, f) {
      if (f.step === "area") return [...uncontrolledWesteros(g), NOTHING];
      if (f.step === "player") return otherPlayers(g);
      return placeableUnits(g, f.house, f.picked[0]!);
    },
    choose(g, f, choice, ctx) {
      if (f.step === "area") {
        if (choice === NOTHING) return set(f, "end");
        pay(g, 1, f, ctx);
        placeLoyalty(g, choice, ctx);
        f.picked = [choice];
        return set(f, "player");
      }
      if (f.step === "player") return set(f, "unit", choice as HouseId);
      const area = f.picked[0]!;
      addUnit(g, area, f.house, choice as UnitType);
      ctx.emit("westeros-iv-unit", `Playing with Fire: ${HOUSE_NAMES[f.house]} places a ${choice} in ${areaName(g, area)}.`, { house: f.house, area, unit: choice });
      set(f, "end");
    },
    question(g, f) {
      if (f.step === "area") return "Playing with Fire: pay 1 power to place a loyalty token in an uncontrolled land area of Westeros, or do nothing.";
      if (f.step === "player") return `Playing with Fire: choose the player who places a land unit in ${areaName(g, f.picked[0]!)}.`;
      return `Playing with Fire: place a land unit from your reserve in ${areaName(g, f.picked[0]!)}.`;
    },
  },
  "scattering-dissent": tokenMoves(true, 1),
  "southron-ambitions": eitherArea,
  "strongholds-of-resistance": eitherArea,
  /** Pay 1 power: another player places a loyalty token in each of 2 different Westeros land areas of his choice. */
  "the-long-plan": {
    start: (g, f) => set(f, power(g) >= 1 && otherPlayers(g).length > 0 ? "player" : "end"),
    options(g, f) {
      if (f.step === "player") return [...otherPlayers(g), NOTHING];
      return WESTEROS_LAND.filter((id) => g.areas[id] && !f.picked.includes(id));
    },
    choose(g, f, choice, ctx) {
      if (f.step === "player") {
        if (choice === NOTHING) return set(f, "end");
        pay(g, 1, f, ctx);
        return set(f, "place", choice as HouseId);
      }
      placeLoyalty(g, choice, ctx);
      f.picked.push(choice);
      if (f.picked.length === 2) set(f, "end");
    },
    question: (_g, f) =>
      f.step === "player"
        ? "The Long Plan: pay 1 power to have another player place 2 loyalty tokens in Westeros, or do nothing."
        : `The Long Plan: place a loyalty token in a land area of Westeros (${2 - f.picked.length} to place, in different areas).`,
  },
  /** Pay power equal to Targaryen's Victory track place: a token in each of 2 river areas it does not control. */
  "watering-the-seed": {
    start: (g, f) => set(f, power(g) >= victoryPoints(g, T) && riverAreas(g, []).length > 0 ? "area" : "end"),
    options: (g, f) => [...riverAreas(g, f.picked), ...(f.picked.length === 0 ? [NOTHING] : [])],
    choose(g, f, choice, ctx) {
      if (choice === NOTHING) return set(f, "end");
      if (f.picked.length === 0) pay(g, victoryPoints(g, T), f, ctx);
      placeLoyalty(g, choice, ctx);
      f.picked.push(choice);
      if (f.picked.length === 2 || riverAreas(g, f.picked).length === 0) set(f, "end");
    },
    question: (g, f) =>
      f.picked.length === 0
        ? `Watering the Seed: pay ${victoryPoints(g, T)} power to place loyalty tokens in 2 river areas you do not control, or do nothing.`
        : "Watering the Seed: choose the second river area.",
  },
  "word-spreads-quickly": tokenMoves(false, 2),
};

/** River areas (facts.json `riverAreas`) Targaryen does not control and not already chosen. */
const riverAreas = (g: Game, picked: readonly string[]): AreaId[] =>
  RIVER_AREAS.filter((id) => g.areas[id] && !picked.includes(id) && controller(g, id) !== T);

const dragonAreas = (g: Game): AreaId[] =>
  Object.keys(g.areas).filter((id) => g.areas[id]!.house === T && g.areas[id]!.units.some((u) => u.type === "dragon"));

/** Rounds of the dragon-strength tokens still ahead on the round track. */
const futureTokens = (g: Game): number[] => g.mod!.dragonTrack.filter((r) => r > g.round);

/** Fire Made Flesh's options now (cards.md 6.7): each only when it can be carried out. */
function fireOptions(g: Game): string[] {
  const out: string[] = [];
  if (dragonAreas(g).length > 0 && futureTokens(g).length > 0) out.push("destroy-dragon");
  // Dragons are never mustered, so the reserve holds exactly the destroyed ones (summary "Dragons").
  if (reserve(g, T, "dragon") > 0 && controller(g, TARGARYEN_HOME) === T && supplyAllows(g, T, { [TARGARYEN_HOME]: 1 })) out.push("return-dragon");
  out.push(NOTHING);
  return out;
}

const chooseAction = (choice: string): Action => ({ type: "choose", choice });

export const westerosIVRules: FrameRules<WesterosIVFrame> = {
  prompts(g, f) {
    if (f.step === "banner" || f.step === "end") return [];
    const options = CARDS[f.card].options(g, f);
    if (options.length === 0) return [];
    // The options just found are the chooser's legal actions: offered, not looked for again.
    return [withLegalActions(prompt(f.house, `westeros-iv-${f.step}`, CARDS[f.card].question(g, f), { card: f.card, options }), options.map(chooseAction))];
  },

  legalActions(g, f, house) {
    if (house !== f.house || f.step === "banner" || f.step === "end") return [];
    return CARDS[f.card].options(g, f).map(chooseAction);
  },

  apply(g, f, house, action, ctx) {
    if (action.type !== "choose") return;
    ctx.emit("choice", `${HOUSE_NAMES[house]} chooses ${action.choice}.`, { purpose: f.card, house, choice: action.choice });
    CARDS[f.card].choose(g, f, action.choice, ctx);
  },

  run(g, f, ctx) {
    if (f.step === "end") {
      g.stack.pop();
      return;
    }
    if (f.step !== "banner") {
      // A step left without options (no token can move, no unit to place, nothing to undo).
      const rules = CARDS[f.card];
      if (rules.stalled) rules.stalled(g, f);
      else set(f, "end");
      return;
    }
    const card = WESTEROS_IV_CARDS[f.card];
    for (const id of card.auto) if (g.areas[id]) placeLoyalty(g, id, ctx);
    CARDS[f.card].start(g, f);
  },
};
