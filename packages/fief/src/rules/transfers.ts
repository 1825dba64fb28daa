/**
 * B. Titles: a noble who receives a title with no free slot for it must at once transfer his
 * previous title of that kind to another noble, of any house, who may stand for it, or return it
 * to the board. Royal titles never move.
 */
import { isRoyal, titlesOf, nobleList } from "../query.ts";
import { own } from "../draft.ts";
import type { Action } from "../schema.ts";
import type { FiefState, Noble, TitleId } from "../state.ts";
import { freeSlot, removeTitle } from "../titles.ts";
import { say, type StepRules } from "./types.ts";

const free = (n: Noble) => n.village !== null && n.captor === null && !n.outlaw && !n.brother;

/** Who may receive a title by transfer: who could stand for it (1.3, 1.3.1, 1.4). */
export function transferTargets(s: FiefState, t: TitleId, from: string): Noble[] {
  const others = nobleList(s).filter((n) => n.id !== from && free(n) && freeSlot(s, n.id, t));
  const warden = (n: Noble) => titlesOf(s, n.id).some((x) => x.startsWith("warden:"));
  if (t.startsWith("warden:")) return others.filter((n) => n.sex === "lord");
  if (t.startsWith("master:")) return others.filter(warden);
  if (t === "hand") return others.filter((n) => warden(n) && !isRoyal(s, n.id));
  return []; // fief titles and the Lord Commander go back to the board
}

/** Drops entries whose title already left the noble (death, outlawry). */
export function pruneTransfers(s: FiefState): void {
  // This runs after every action and the queue is nearly always empty: no closure made for it
  // (tsx names each closure as it is made, a property definition costing about 3% of a random game).
  const queue = s.transfers;
  if (queue.length === 0) return;
  // the same (shared, frozen) queue when nothing leaves it
  if (!queue.every((p) => stillHeld(s, p))) s.transfers = queue.filter((p) => stillHeld(s, p));
}

function stillHeld(s: FiefState, p: FiefState["transfers"][number]): boolean {
  return s.titles[p.title] === p.from && !!s.nobles[p.from];
}

export const transferRules: StepRules = {
  prompts(s) {
    const p = s.transfers[0];
    if (!p) return [];
    return [{ seat: s.nobles[p.from]!.house, kind: "transferTitle", text: `${p.from} has no room for ${p.title}: transfer it to another noble or return it to the board.` }];
  },
  legal(s, seat) {
    const p = s.transfers[0];
    if (!p || s.nobles[p.from]!.house !== seat) return [];
    const out: Action[] = transferTargets(s, p.title, p.from).map((n) => ({ type: "transfer" as const, title: p.title, to: n.id }));
    out.push({ type: "transfer", title: p.title, to: null });
    return out;
  },
  apply(s, _seat, a, log) {
    if (a.type !== "transfer") return;
    const p = own(s, "transfers").shift()!;
    if (a.to) {
      own(s, "titles")[p.title] = a.to;
      say(log, "transfer", `${p.from} transfers ${p.title} to ${a.to}.`);
    } else {
      removeTitle(s, p.title);
      say(log, "returnTitle", `${p.from} returns ${p.title} to the board.`);
    }
  },
};
