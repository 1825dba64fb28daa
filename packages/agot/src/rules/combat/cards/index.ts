/** Every house card text ability, one file each (cards.md section 2.2); cards without text have only icons. */
import type { CardAbility, DecisionRules } from "../ability.ts";
import { aeronDamphair } from "./aeron-damphair.ts";
import { arianneMartell } from "./arianne-martell.ts";
import { ashaGreyjoy } from "./asha-greyjoy.ts";
import { balonGreyjoy } from "./balon-greyjoy.ts";
import { catelynStark } from "./catelyn-stark.ts";
import { cerseiLannister } from "./cersei-lannister.ts";
import { doranMartell } from "./doran-martell.ts";
import { maceTyrell } from "./mace-tyrell.ts";
import { nymeriaSand } from "./nymeria-sand.ts";
import { patchface } from "./patchface.ts";
import { queenOfThorns } from "./queen-of-thorns.ts";
import { renlyBaratheon } from "./renly-baratheon.ts";
import { robbStark } from "./robb-stark.ts";
import { rooseBolton } from "./roose-bolton.ts";
import { salladhorSaan } from "./salladhor-saan.ts";
import { serDavosSeaworth } from "./ser-davos-seaworth.ts";
import { serKevanLannister } from "./ser-kevan-lannister.ts";
import { serLorasTyrell } from "./ser-loras-tyrell.ts";
import { stannisBaratheon } from "./stannis-baratheon.ts";
import { theBlackfish } from "./the-blackfish.ts";
import { theonGreyjoy } from "./theon-greyjoy.ts";
import { tyrionLannister } from "./tyrion-lannister.ts";
import { tywinLannister } from "./tywin-lannister.ts";
import { victarionGreyjoy } from "./victarion-greyjoy.ts";

// A function, not a constant: a card module imported first must not meet this list half-built.
const abilities = (): readonly CardAbility[] => [
  // Baratheon
  stannisBaratheon,
  renlyBaratheon,
  serDavosSeaworth,
  salladhorSaan,
  patchface,
  // Lannister
  tywinLannister,
  serKevanLannister,
  tyrionLannister,
  cerseiLannister,
  // Stark
  robbStark,
  rooseBolton,
  theBlackfish,
  catelynStark,
  // Martell
  arianneMartell,
  nymeriaSand,
  doranMartell,
  // Greyjoy
  victarionGreyjoy,
  balonGreyjoy,
  theonGreyjoy,
  ashaGreyjoy,
  aeronDamphair,
  // Tyrell
  maceTyrell,
  serLorasTyrell,
  queenOfThorns,
];

let table: Record<string, CardAbility> | null = null;

export function abilityOf(card: string | null): CardAbility | null {
  table ??= Object.fromEntries(abilities().map((a) => [a.card, a]));
  return card === null ? null : (table[card] ?? null);
}

/** The decisions opened by card texts, by decision kind. */
export const cardDecisions = (): Record<string, DecisionRules> => Object.assign({}, ...abilities().map((a) => a.decisions ?? {}));

/** Card ids with a text ability implemented here. */
export const abilityCards = (): string[] => abilities().map((a) => a.card);
