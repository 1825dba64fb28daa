/**
 * 4.2.7 (TE): "Whitecloaks always follow their King or Queen, no matter where they go and can never
 * be left behind. As only Armies composed of exclusively Nobles, Knights and Champions may perform
 * a Raid, a King or Queen who is accompanied by Whitecloak Men at Arms may never perform a Raid."
 * In a march: Whitecloaks are loaded only with their royal, are not dropped while he goes on, and
 * the royal does not set out (step, raid, sail) leaving Whitecloaks behind where he stands; a royal
 * unloaded from a march keeps his Whitecloaks with him (movement.ts). Since the Whitecloak Men at
 * Arms must come along and are not mounted, the raid of a royal who has them is never offered.
 * A house holds at most one royal with Whitecloaks (the Queen is the King's wife, of another house).
 * A raiding march that must move on is not held back (it could not halt otherwise).
 */
import type { House } from "../data/nobles.ts";
import type { Action } from "../schema.ts";
import type { FiefState, MoveGroup, NobleId, Unit } from "../state.ts";

export function isWhitecloak(u: Unit): boolean {
  return u.type === "whitecloakKnight" || u.type === "whitecloakManAtArms";
}

/** The King or Queen of this house, free (a captive is moved by his captor; his guard stays). */
export function royalOf(s: FiefState, h: House, id: NobleId): boolean {
  const n = s.nobles[id];
  return !!n && n.house === h && n.captor === null && (s.titles.king === id || s.titles.queen === id);
}

export function keepWhitecloaksWithRoyal(s: FiefState, seat: House, g: MoveGroup, actions: Action[]): Action[] {
  const royalIn = g.nobles.some((id) => royalOf(s, seat, id));
  const guardIn = g.units.some((id) => { const u = s.units.find((x) => x.id === id); return !!u && isWhitecloak(u); });
  const leftBehind = s.units.some((u) => u.house === seat && isWhitecloak(u) && u.village === g.at && !g.units.includes(u.id));
  return actions.filter((a) => {
    if (a.type === "load" && (a.unit === "whitecloakKnight" || a.unit === "whitecloakManAtArms")) return royalIn;
    if (a.type === "unload" && (a.unit === "whitecloakKnight" || a.unit === "whitecloakManAtArms")) return !royalIn;
    if (a.type === "raid" && royalIn && (leftBehind || guardIn) && s.units.some((u) => u.house === seat && u.type === "whitecloakManAtArms" && u.village === g.at)) return false;
    if ((a.type === "step" || a.type === "raid" || a.type === "sail") && !g.raided) return !(royalIn && leftBehind) && (royalIn || !guardIn);
    return true;
  });
}

/** Unloading a royal from a march leaves his Whitecloaks with him (they follow him, not the march). */
export function dropGuardWithRoyal(s: FiefState, seat: House, g: MoveGroup, id: NobleId): void {
  if (!royalOf(s, seat, id) || g.nobles.some((x) => x !== id && royalOf(s, seat, x))) return;
  g.units = g.units.filter((x) => { const u = s.units.find((y) => y.id === x); return !u || !isWhitecloak(u); });
}
