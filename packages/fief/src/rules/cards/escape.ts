/**
 * 2.4.8.3 Escape: "A Captive escapes without paying a Ransom (4.1). The Player can decide to also
 * release other Captives present at his side (same Village and same captor)." SF-29: the player
 * takes along any of them (all, some or none), whatever their house, each at his choice: he is
 * asked one captive after the other, yes or no, and they all escape together once he has answered.
 * A shadow noble escaping without the card takes at most one (abilities.ts "shadowEscape").
 */
import { own } from "../../draft.ts";
import type { House } from "../../data/nobles.ts";
import { release } from "../../lifecycle.ts";
import { noble, nobleList } from "../../query.ts";
import type { Action } from "../../schema.ts";
import type { FiefState, NobleId } from "../../state.ts";
import { say, type Log, type StepRules } from "../types.ts";

/** The other captives at a captive's side: same village, same captor (2.4.8.3). */
export function fellowCaptives(s: FiefState, id: string): string[] {
  const n = noble(s, id);
  return nobleList(s).filter((o) => o.id !== id && o.captor === n.captor && o.village === n.village).map((o) => o.id);
}

/** One play per captive of the house: who goes with him is asked afterwards (SF-29). */
export function escapeActions(s: FiefState, seat: House): Action[] {
  const out: Action[] = [];
  for (const n of nobleList(s)) if (n.house === seat && n.captor !== null) out.push({ type: "play", card: "Secret Passage", noble: n.id });
  return out;
}

/** Plays the escape (the card is already out of the hand): at once if he is alone, else his player picks his companions first. */
export function playEscape(s: FiefState, seat: House, id: NobleId, log: Log): void {
  const ask = fellowCaptives(s, id);
  if (ask.length) s.escape = { noble: id, house: seat, ask, taking: [] };
  else finishEscape(s, id, [], log);
}

function finishEscape(s: FiefState, id: NobleId, taking: NobleId[], log: Log): void {
  const n = noble(s, id);
  const { captor, village } = n;
  release(s, id);
  say(log, "escape", `${id} escapes through a secret passage.`);
  // "All escaped Nobles are placed as if they had been newly played (2.4.1)": each by his owner
  for (const o of taking) {
    const m = s.nobles[o];
    if (!m || m.captor !== captor || m.village !== village) continue;
    release(s, o);
    say(log, "escape", `${o} escapes with him.`);
  }
}

export const escapeRules: StepRules = {
  prompts(s) {
    const e = s.escape;
    return e ? [{ seat: e.house, kind: "escapeWith", text: `Take ${e.ask[0]} along in ${e.noble}'s escape?` }] : [];
  },
  legal(s, seat) {
    return s.escape?.house === seat ? [{ type: "answer", accept: true }, { type: "answer", accept: false }] : [];
  },
  apply(s, _seat, a, log) {
    const e = own(s, "escape");
    if (!e || a.type !== "answer") return;
    const o = e.ask.shift()!;
    if (a.accept) e.taking.push(o);
    if (e.ask.length) return;
    s.escape = null;
    finishEscape(s, e.noble, e.taking, log);
  },
};
