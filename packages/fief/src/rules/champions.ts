/**
 * 4.2.6 Champions: "For each Champion a Player has in a Battle, he may reroll one of his own Battle
 * Dice per Battle Roll." After both sides roll, the attacking leader and then the defending leader
 * choose the dice to reroll, one per Champion, or stop (done). Kingsroad's reading: any die may be
 * chosen, one already rerolled included; dice showing the same face are the same choice.
 */
import type { House } from "../data/nobles.ts";
import { rollBattleDie } from "../dice.ts";
import { own } from "../draft.ts";
import type { Action } from "../schema.ts";
import type { FiefState } from "../state.ts";
import { continueRound } from "./battle.ts";
import { say, type StepRules } from "./types.ts";

function deciding(s: FiefState): { house: House; side: "attacker" | "defender" } | null {
  const b = s.battle;
  if (!b || b.stage !== "reroll" || !b.roll) return null;
  if (b.roll.attacker.rerolls > 0) return { house: b.attacker, side: "attacker" };
  if (b.roll.defender.rerolls > 0) return { house: b.defender, side: "defender" };
  return null;
}

export const rerollRules: StepRules = {
  prompts(s) {
    const d = deciding(s);
    return d ? [{ seat: d.house, kind: "reroll", text: `Your dice: ${s.battle!.roll![d.side].faces.join(", ")}. A Champion may reroll one die, or done.` }] : [];
  },
  legal(s, seat) {
    const d = deciding(s);
    if (!d || d.house !== seat) return [];
    const faces = s.battle!.roll![d.side].faces;
    const out: Action[] = [];
    faces.forEach((f, die) => { if (faces.indexOf(f) === die) out.push({ type: "reroll", die }); });
    out.push({ type: "done" });
    return out;
  },
  apply(s, seat, a, log) {
    const d = deciding(s);
    if (!d) return;
    // the battle is shared with the state before (draft.ts): taken before its dice are written
    const side = own(s, "battle")!.roll![d.side];
    if (a.type === "reroll") {
      const before = side.faces[a.die]!;
      side.faces[a.die] = rollBattleDie(s);
      side.rerolls--;
      say(log, "reroll", `${seat}'s Champion rerolls a ${before}-hit die: ${side.faces[a.die]}.`);
    } else side.rerolls = 0;
    continueRound(s, log);
  },
};
