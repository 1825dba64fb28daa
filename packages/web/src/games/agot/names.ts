/**
 * Names for ids, read from the engine's data modules (never re-typed here). Imported from the data
 * files by path rather than from the package index (which exports only the engine), so the rules
 * engine and its dependencies stay out of the bundle; a relative path works unchanged in Vite,
 * tsc and vitest.
 */
import { ANY_AREA } from "../../../../agot/src/data/board.ts";
import { HOUSE_CARDS, HOUSE_NAMES, HOUSES_FOR_COUNT, type HouseId } from "../../../../agot/src/data/houses.ts";
import { ORDERS, type OrderKind } from "../../../../agot/src/data/orders.ts";
import { WESTEROS_CARDS, WILDLING_CARD_NAMES, type WesterosCardType, type WildlingCardType } from "../../../../agot/src/data/westeros-cards.ts";
import { houseName, titleCase } from "./house-name.ts";

export { houseName, titleCase };

/**
 * Every area of every board (Mother of Dragons adds The Vale of Arryn, The Bite, Port of The Eyrie
 * and the Essos side board): for names and kinds, which are the same on every board. What is
 * printed in an area (castle, garrison, home) depends on the board: read `boardOfView` for that.
 */
const AREAS = ANY_AREA;

export { AREAS, HOUSE_CARDS, HOUSE_NAMES, HOUSES_FOR_COUNT, ORDERS, WESTEROS_CARDS };
export type { HouseId, OrderKind };

export const areaName = (id: string): string => AREAS[id]?.name ?? id;


export const orderName = (kind: string): string => ORDERS[kind as OrderKind]?.name ?? titleCase(kind);

export const cardName = (id: string): string => HOUSE_CARDS[id]?.name ?? titleCase(id);

export const westerosCardName = (t: string): string => WESTEROS_CARDS[t as WesterosCardType]?.name ?? titleCase(t);

export const wildlingCardName = (t: string): string => WILDLING_CARD_NAMES[t as WildlingCardType] ?? titleCase(t);

const RESTRICTIONS: Readonly<Record<string, string>> = {
  "no-defense": "no Defense orders",
  "no-march-special": "no March +1 orders",
  "no-raid": "no Raid orders",
  "no-support": "no Support orders",
  "no-consolidate-power": "no Consolidate Power orders",
};
export const restrictionName = (r: string): string => RESTRICTIONS[r] ?? titleCase(r);

export const TRACK_NAMES = { ironThrone: "Iron Throne", fiefdoms: "Fiefdoms", kingsCourt: "King's Court" } as const;

export const UNIT_NAMES: Readonly<Record<string, string>> = {
  footman: "footman",
  knight: "knight",
  ship: "ship",
  "siege-engine": "siege engine",
  dragon: "dragon",
};

const UNIT_PLURALS: Readonly<Record<string, string>> = { footman: "footmen", knight: "knights", ship: "ships", "siege-engine": "siege engines", dragon: "dragons" };

export const unitName = (u: string): string => UNIT_NAMES[u] ?? titleCase(u).toLowerCase();

/** "1 footman", "2 footmen", "1 point", "3 points": a count with its noun in the right number. */
export function count(n: number, singular: string, plural = `${singular}s`): string {
  return `${n} ${n === 1 ? singular : plural}`;
}

export const unitCount = (n: number, u: string): string => count(n, unitName(u), UNIT_PLURALS[u] ?? `${unitName(u)}s`);

/** Unit counts by type ("2 footmen, 1 knight"); "no units" when all are zero. */
export function unitsText(units: Readonly<Record<string, number>>): string {
  const parts = Object.entries(units)
    .filter(([, n]) => n > 0)
    .map(([u, n]) => unitCount(n, u));
  return parts.length > 0 ? parts.join(", ") : "no units";
}

/** A list of units ("footman, footman, knight") as counts ("2 footmen, 1 knight"). */
export function unitListText(units: readonly { type: string; routed?: boolean }[]): string {
  const counts: Record<string, number> = {};
  for (const u of units) {
    const key = u.routed ? `routed ${u.type}` : u.type;
    counts[key] = (counts[key] ?? 0) + 1;
  }
  const parts = Object.entries(counts).map(([k, n]) => (k.startsWith("routed ") ? `${unitCount(n, k.slice(7))} (routed)` : unitCount(n, k)));
  return parts.length > 0 ? parts.join(", ") : "no units";
}

/** A combat's steps as a player would name them (the engine's CombatStep ids). */
const COMBAT_STEPS: Readonly<Record<string, string>> = {
  support: "declaring support",
  initial: "counting strength",
  "choose-cards": "choosing house cards",
  reveal: "revealing house cards",
  cancel: "card cancelling",
  immediately: "immediate card texts",
  "tides-draw": "drawing Tides of Battle",
  "blade-redraw": "Valyrian Steel Blade redraw",
  "tides-reveal": "revealing Tides of Battle",
  blade: "Valyrian Steel Blade",
  final: "final strength",
  "win-lose": "victory",
  "cannot-retreat": "units that cannot retreat",
  "sword-casualties": "casualties",
  skulls: "skulls",
  "after-casualties": "after-casualty texts",
  retreat: "retreat",
  "move-in": "moving in",
  cleanup: "clean-up",
  "after-combat": "after-combat texts",
  "neutral-resolve": "against a neutral force",
};
export const combatStepName = (step: string): string => COMBAT_STEPS[step] ?? titleCase(step).toLowerCase();


// Rodrik the Reader's options (ADwD): a Westeros deck by its numeral, then "II:supply", a card of it.
const DECK_CHOICE = /^(I|II|III|IV)(?::(.+))?$/;

/** A named option of a `choose` action: an area, a house, a track, a Westeros deck or card, or words from its id. */
export function choiceName(choice: string): string {
  if (AREAS[choice]) return AREAS[choice].name;
  const deck = DECK_CHOICE.exec(choice);
  if (deck) return deck[2] === undefined ? `Westeros deck ${deck[1]}` : `${westerosCardName(deck[2])} (Westeros deck ${deck[1]})`;
  if (HOUSE_NAMES[choice as HouseId]) return HOUSE_NAMES[choice as HouseId];
  if (choice in TRACK_NAMES) return TRACK_NAMES[choice as keyof typeof TRACK_NAMES];
  return titleCase(choice);
}

const escape = (id: string): string => id.replace(/[-]/g, "\\-");
const idPattern = (ids: readonly string[]): RegExp =>
  new RegExp(`(?<![\\w-])(${[...ids].sort((a, b) => b.length - a.length).map(escape).join("|")})(?![\\w-])`, "g");
const AREA_RE = idPattern(Object.keys(AREAS));
const HOUSE_RE = idPattern(Object.keys(HOUSE_NAMES));
const CARD_RE = idPattern(Object.keys(HOUSE_CARDS));
const TRACK_RE = idPattern(Object.keys(TRACK_NAMES));
const RESTRICTION_RE = idPattern(Object.keys(RESTRICTIONS));
const UNIT_RE = /(?<![\w-])(a |an |\d+ )?(footman|knight|ship|siege-engine|dragon)(s?)(?![\w-])/g;

/**
 * An engine log line in plain words: some engine sentences are built from ids ("stark loses a
 * siege-engine", "chooses ironThrone"); the names are ours, and "1 units" reads "1 unit".
 */
export function plainWords(text: string): string {
  return text
    .replace(CARD_RE, (id) => cardName(id))
    .replace(AREA_RE, (id) => areaName(id))
    .replace(TRACK_RE, (id) => TRACK_NAMES[id as keyof typeof TRACK_NAMES])
    .replace(HOUSE_RE, (id) => houseName(id))
    .replace(RESTRICTION_RE, (id) => restrictionName(id))
    .replace(UNIT_RE, (_m, lead: string | undefined, u: string, s: string) => {
      const n = lead && /\d/.test(lead) ? Number(lead) : s ? 2 : 1;
      if (lead && /\d/.test(lead)) return unitCount(n, u);
      const name = n === 1 ? unitName(u) : (UNIT_PLURALS[u] ?? unitName(u));
      return `${lead ? (/^[aeiou]/.test(name) ? "an " : "a ") : ""}${name}`;
    })
    .replace(/\b1 (unit|casualty|power token|point|supply barrel)s\b/g, "1 $1")
    .replace(/\b1 casualties\b/g, "1 casualty");
}
