/**
 * 4.4.1 "If another Player takes Control of this Fortified City, he also takes the Fief Title", and
 * a fief title is placed "below one of the Player's Noble cards": the new house chooses which noble.
 * The first eligible noble holds it until the house answers (see `controlChanged`).
 */
import { fiefTitleTakers } from "../lifecycle.ts";
import { own } from "../draft.ts";
import type { FiefState } from "../state.ts";
import { say, type StepRules } from "./types.ts";

/** Drops the choices that lapsed: the title left the house, or only one noble could hold it. */
export function pruneFiefTitleChoices(s: FiefState): void {
  if (!s.fiefTitleChoices?.length) return;
  s.fiefTitleChoices = s.fiefTitleChoices.filter((c) => {
    const holder = s.titles[c.title];
    return holder !== undefined && s.nobles[holder]?.house === c.house && fiefTitleTakers(s, c.house, c.title).length > 1;
  });
}

export const fiefTitleRules: StepRules = {
  prompts(s) {
    const c = s.fiefTitleChoices?.[0];
    return c ? [{ seat: c.house, kind: "fiefTitle", text: `You took the Fortified City and ${c.title}: choose the noble who holds the title.` }] : [];
  },
  legal(s, seat) {
    const c = s.fiefTitleChoices?.[0];
    if (!c || c.house !== seat) return [];
    return fiefTitleTakers(s, seat, c.title).map((to) => ({ type: "transfer" as const, title: c.title, to }));
  },
  apply(s, seat, a, log) {
    const c = own(s, "fiefTitleChoices")?.shift();
    if (!c || a.type !== "transfer" || !a.to) return;
    own(s, "titles")[c.title] = a.to;
    say(log, "fiefTitle", `${seat} places ${c.title} under ${a.to}.`);
  },
};
