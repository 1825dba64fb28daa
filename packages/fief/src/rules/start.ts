/**
 * Setup, last part: starting villages chosen in turn order, Targaryen last (rulebook setup 10).
 */
import { nobleList } from "../query.ts";
import { writableNoble, writableVillage, writableGold } from "../draft.ts";
import { PER_PLAYER } from "../data/rules.ts";
import type { House } from "../data/nobles.ts";
import { addUnit, refreshAllControl } from "../lifecycle.ts";
import { startOptions } from "../setup.ts";
import type { FiefState } from "../state.ts";
import { say, type StepRules } from "./types.ts";
import { phaseOver } from "./signals.ts";

function active(s: FiefState): House | null {
  return s.step.kind === "chooseStart" ? (s.turnOrder[s.step.turn] ?? null) : null;
}

export const chooseStart: StepRules = {
  prompts(s) {
    const h = active(s);
    return h ? [{ seat: h, kind: "chooseStart", text: "Choose your starting village." }] : [];
  },
  legal(s, seat) {
    if (active(s) !== seat) return [];
    return startOptions(s, seat).map((village) => ({ type: "chooseStart" as const, village }));
  },
  apply(s, seat, a, log) {
    if (a.type !== "chooseStart" || s.step.kind !== "chooseStart") return;
    const v = a.village;
    // 1 Knight, 3 Men at Arms (Targaryen: 3 Unsullied), 1 Stronghold, 5 Gold Dragons, the noble in the Stronghold.
    addUnit(s, seat, "knight", v);
    const foot = seat === "targaryen" ? "unsullied" : "menAtArms";
    for (let i = 0; i < (seat === "targaryen" ? PER_PLAYER.targaryenStart.unsullied : PER_PLAYER.start.menAtArms); i++) addUnit(s, seat, foot, v);
    const village = writableVillage(s, v);
    village.stronghold = true;
    if (seat === "tully") village.maester = true; // Tully's initial Stronghold has a Maester (4.3.4)
    village.controller = seat;
    writableGold(s, seat).gold += PER_PLAYER.start.gold;
    s.bankNet += PER_PLAYER.start.gold;
    const n = nobleList(s).find((x) => x.house === seat)!;
    writableNoble(s, n.id).village = v;
    say(log, "start", `${seat} starts at ${v} with ${n.name}.`, { house: seat, village: v });
    s.step.turn++;
    if (s.step.turn >= s.turnOrder.length) {
      const hs = s.config.houses;
      s.turnOrder = [...hs.slice(s.firstPlayer), ...hs.slice(0, s.firstPlayer)];
      refreshAllControl(s);
      phaseOver(s);
    }
  },
};
