/**
 * 5.1 note: "whoever causes the loss of Village Control determines the new Controller amongst the
 * Players present in the Village. If more than one Player or no Player caused it, the previous
 * Controller makes the choice of the new Controller." SF-17: the house whose single effect caused
 * the loss names the house, else the previous controller; until he does, the first present house
 * in turn order holds the village (see `refreshControl`).
 */
import { own } from "../draft.ts";
import { giveControl } from "../lifecycle.ts";
import { presentHouses } from "../query.ts";
import type { House } from "../data/nobles.ts";
import type { FiefState } from "../state.ts";
import { say, type StepRules } from "./types.ts";

/** Drops the choices that no longer mean anything: one house (or none) left, or the holder gone. */
export function pruneControlChoices(s: FiefState): void {
  if (!s.controlChoices?.length) return;
  s.controlChoices = s.controlChoices.filter((c) => {
    const here = presentHouses(s, c.village);
    const holder = s.villages[c.village]!.controller;
    return here.length > 1 && holder !== null && here.includes(holder);
  });
}

function among(s: FiefState, village: string): House[] {
  const here = presentHouses(s, village);
  return s.turnOrder.filter((h) => here.includes(h));
}

export const controlRules: StepRules = {
  prompts(s) {
    const c = s.controlChoices?.[0];
    return c ? [{ seat: c.chooser, kind: "control", text: `${c.village} has lost its controller: choose which house present there controls it.` }] : [];
  },
  legal(s, seat) {
    const c = s.controlChoices?.[0];
    if (!c || c.chooser !== seat) return [];
    return among(s, c.village).map((house) => ({ type: "control" as const, village: c.village, house }));
  },
  apply(s, seat, a, log) {
    const c = own(s, "controlChoices")?.shift();
    if (!c || a.type !== "control") return;
    giveControl(s, c.village, a.house as House);
    say(log, "control", `${seat} hands control of ${c.village} to ${a.house}.`);
  },
};
