/**
 * 4.2.5: "The Night's Watch Recruit acts like any other troops, but must always stay with the
 * Brother of the Night's Watch unless sent to the Wall during the bid." In a march: a recruit is
 * loaded only with his brother, is not dropped while the brother goes on, and the brother does not
 * set out (step, raid, sail) leaving a recruit behind where he stands. A raiding march that must move
 * on is not held back (it could not halt otherwise).
 */
import type { House } from "../data/nobles.ts";
import type { Action } from "../schema.ts";
import type { FiefState, MoveGroup } from "../state.ts";

export function keepRecruitsWithBrother(s: FiefState, seat: House, g: MoveGroup, actions: Action[]): Action[] {
  const brotherIn = g.nobles.some((id) => s.nobles[id]?.house === seat && s.nobles[id]!.brother && s.nobles[id]!.captor === null);
  const recruitsIn = g.units.some((id) => s.units.find((u) => u.id === id)?.type === "recruit");
  const leftBehind = s.units.some((u) => u.house === seat && u.type === "recruit" && u.village === g.at && !g.units.includes(u.id));
  return actions.filter((a) => {
    if (a.type === "load" && a.unit === "recruit") return brotherIn;
    if (a.type === "unload" && a.unit === "recruit") return !brotherIn;
    if (a.type === "unload" && a.noble && s.nobles[a.noble]?.brother && s.nobles[a.noble]!.house === seat) return !recruitsIn;
    if ((a.type === "step" || a.type === "raid" || a.type === "sail") && !g.raided) return !(brotherIn && leftBehind) && (brotherIn || !recruitsIn);
    return true;
  });
}
