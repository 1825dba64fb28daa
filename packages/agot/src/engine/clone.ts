/**
 * A private copy of a game for one action to mutate. The engine never changes a state it was
 * given: `applyAction` copies it once, lets the action and every automatic step after it write to
 * the copy, and returns the copy. A copier that knows the state's shape is several times faster
 * than a generic deep copy, and than structural sharing through proxies (Immer) when, as here,
 * one action runs many small steps that each read the whole board.
 */
import type { Draft } from "immer";
import { cloneJson } from "@kingsroad/core";
import { AREA_IDS } from "../data/board.ts";
import type { AreaState, Game } from "../state.ts";

// Frames have many shapes: they are copied generically.
export { cloneJson };

/**
 * An area's unit list, its units, its placed order and its garrison are never changed in place:
 * rules replace them with new ones (`addUnit`, `removeUnit`, clean-up, upgrades...). So an area's
 * copy shares them with the original and only the area record itself is new.
 */
function cloneArea(a: AreaState): AreaState {
  return {
    house: a.house,
    units: a.units,
    order: a.order,
    powerToken: a.powerToken,
    garrison: a.garrison,
    neutralForce: a.neutralForce,
  };
}

/**
 * Copies an areas record whose keys are the board's areas in AREA_IDS order (as setup and the
 * engine make them) with an object literal that names the 58 keys, generated once from AREA_IDS.
 * Writing 58 computed keys one by one is a megamorphic keyed store each; the literal is built with
 * one fixed shape. Micro-benchmark on a mid-game state: ~2.5-3.5 us -> ~1 us per copy.
 */
const copyAreasInBoardOrder = new Function(
  "copy",
  "areas",
  `return {${AREA_IDS.map((id) => `${JSON.stringify(id)}: copy(areas[${JSON.stringify(id)}])`).join(", ")}};`,
) as (copy: (a: AreaState) => AreaState, areas: Readonly<Record<string, AreaState>>) => Record<string, AreaState>;

/** True when the record's keys are exactly AREA_IDS, in that order (key strings compare by identity). */
function inBoardOrder(areas: Readonly<Record<string, AreaState>>): boolean {
  let i = 0;
  for (const id in areas) {
    if (id !== AREA_IDS[i]) return false;
    i++;
  }
  return i === AREA_IDS.length;
}

/** A copy of `list` without its element at `i`, as `list.slice().splice(i, 1)` would leave it. */
export function spliced<T>(list: readonly T[], i: number): T[] {
  const out = list.slice();
  out.splice(i, 1);
  return out;
}

/**
 * The copy is writable: nothing else holds it, except lists that rules never change in place
 * (they assign a new list instead: `spliced`, spreads, `slice(1)` for a draw), which the copy
 * shares with the original: house card hands and discard piles, Westeros and wildling decks and
 * discards, the revealed cards, the influence tracks, restrictions, the Tides of Battle deck and
 * the blocked areas. The deep-freeze test in test/driver.test.ts fails if a rule writes one.
 */
export function cloneGame(g: Game): Draft<Game> {
  let areas: Record<string, AreaState>;
  if (inBoardOrder(g.areas)) areas = copyAreasInBoardOrder(cloneArea, g.areas);
  else {
    // Any other key order is kept as it is: spreading copies the record in its shape and order.
    areas = { ...g.areas };
    for (const id in areas) areas[id] = cloneArea(areas[id]!);
  }
  const houseCards: Game["houseCards"] = {};
  for (const h of g.houses) {
    const c = g.houseCards[h];
    if (c) houseCards[h] = { hand: c.hand, discard: c.discard };
  }
  const copy: Game = {
    // Config, houses and players never change after setup.
    config: g.config,
    houses: g.houses,
    players: g.players,
    round: g.round,
    rng: [g.rng[0], g.rng[1], g.rng[2], g.rng[3]],
    areas,
    blocked: g.blocked,
    tracks: { ironThrone: g.tracks.ironThrone, fiefdoms: g.tracks.fiefdoms, kingsCourt: g.tracks.kingsCourt },
    bladeUsed: g.bladeUsed,
    ravenUsed: g.ravenUsed,
    supply: { ...g.supply },
    power: { ...g.power },
    houseCards,
    westeros: {
      decks: [g.westeros.decks[0], g.westeros.decks[1], g.westeros.decks[2]],
      discards: [g.westeros.discards[0], g.westeros.discards[1], g.westeros.discards[2]],
      revealed: g.westeros.revealed,
    },
    wildlings: { threat: g.wildlings.threat, deck: g.wildlings.deck, topKnownBy: g.wildlings.topKnownBy },
    restrictions: g.restrictions,
    tidesDeck: g.tidesDeck,
    stack: cloneJson(g.stack),
    outcome: g.outcome === null ? null : { ...g.outcome, ranking: g.outcome.ranking.slice() },
    actionCount: g.actionCount,
  };
  return copy as Draft<Game>;
}
