/**
 * 11.1 The Persuasive: "During the Battle Phase and before a Battle begins, a persuasive Noble may
 * convert one enemy Man at Arms" (never Whitecloaks or recruits, and only while his house has a Man
 * at Arms counter left). "May": each persuasive noble's house is asked, attackers' side first.
 */
import type { House } from "../data/nobles.ts";
import { PER_PLAYER } from "../data/rules.ts";
import { own, writableUnit } from "../draft.ts";
import { has, noble, noblesAt, unitsAt } from "../query.ts";
import type { Battle, FiefState, NobleId } from "../state.ts";
import { say, type Log, type StepRules } from "./types.ts";
import { persuasionOver } from "./signals.ts";

function foesOf(b: Battle, h: House): House[] {
  return b.attackers.includes(h) ? b.defenders : b.attackers;
}

/** The enemy Man at Arms this noble could win over now, if any. */
function convertible(s: FiefState, b: Battle, id: NobleId): number | null {
  const n = s.nobles[id];
  if (!n || n.village !== b.village || n.captor !== null) return null;
  const pool = n.house === "targaryen" ? 0 : PER_PLAYER.menAtArms;
  if (s.units.filter((x) => x.house === n.house && x.type === "menAtArms").length >= pool) return null;
  const foes = foesOf(b, n.house);
  return unitsAt(s, b.village).find((x) => foes.includes(x.house) && x.type === "menAtArms")?.id ?? null;
}

export function beginPersuasion(s: FiefState): void {
  const b = s.battle!;
  const side = (hs: House[]) => noblesAt(s, b.village).filter((x) => hs.includes(x.house) && has(x, "persuasive")).map((x) => x.id);
  b.persuaders = [...side(b.attackers), ...side(b.defenders)];
  b.stage = "persuade";
  nextPersuader(s);
}

/** Skips nobles who have nobody left to persuade; the battle starts once all have spoken. */
function nextPersuader(s: FiefState): void {
  const b = s.battle!;
  const q = b.persuaders ?? [];
  while (q.length && convertible(s, b, q[0]!) === null) q.shift();
  if (q.length) return;
  persuasionOver(s); // the round's sequencer starts the battle proper (battle.ts startRolling)
}

export const persuasionRules: StepRules = {
  prompts(s) {
    const id = s.battle?.stage === "persuade" ? s.battle.persuaders?.[0] : undefined;
    return id ? [{ seat: noble(s, id).house, kind: "persuade", text: `${id} may win over one enemy Man at Arms before the battle (persuade), or not (done).` }] : [];
  },
  legal(s, seat) {
    const id = s.battle?.stage === "persuade" ? s.battle.persuaders?.[0] : undefined;
    if (!id || noble(s, id).house !== seat) return [];
    return [{ type: "persuade", noble: id }, { type: "done" }];
  },
  apply(s, seat, a, log) {
    const b = own(s, "battle");
    if (!b || b.stage !== "persuade") return;
    const id = b.persuaders?.shift();
    if (id && a.type === "persuade") {
      const i = s.units.findIndex((u) => u.id === convertible(s, b, id));
      if (i >= 0) {
        say(log, "persuade", `${id} persuades a Man at Arms of ${s.units[i]!.house} to change sides.`);
        writableUnit(s, i).house = seat;
      }
    }
    nextPersuader(s);
  },
};
