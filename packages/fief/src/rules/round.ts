/**
 * The round's sequencer: the eight phases in order (A. Round Overview) and the 2.4 pass rounds
 * between game events. The rules never call the next phase nor open a pass round: they signal
 * (signals.ts) that their phase is over, that a game event happened, or that a battle's persuasive
 * nobles have spoken, and `sequence` reads those signals as soon as the rule returns and decides
 * what comes next: `nextPhase`, the window after the event (window.ts), the battle proper. Once a
 * window closes, `resumeAfterWindow` says what its phase does next.
 */
import { nobleList } from "../query.ts";
import type { FiefState, WindowResume } from "../state.ts";
import { rollGodsCursed } from "./announcements.ts";
import { nextDisaster, resolveDisasters } from "./draw.ts";
import { beginElections, snapshotTitles } from "./elections.ts";
import { collectIncome } from "./income.ts";
import { beginPurchase } from "./purchase.ts";
import { beginMovement } from "./movement.ts";
import { beginBattles, resumeBattle, startRolling } from "./battle.ts";
import { beginSieges } from "./siege.ts";
import { endRound } from "./endOfRound.ts";
import { say, type Log } from "./types.ts";
import { openWindow } from "./window.ts";
import { attackOnTheWall, collectSupplies } from "./wall.ts";

/**
 * Reads the signals the rules gave while an action was applied (called by flow.ts after every
 * rule it runs). Each signal is acted on, and whatever that signals in its turn is read before
 * the next one, so things happen in the order the rules reported them.
 */
export function sequence(s: FiefState, log: Log): void {
  const signals = s.signals;
  if (!signals) return;
  s.signals = undefined; // not delete: the draft keeps its keys (draft.ts)
  for (const signal of signals) {
    switch (signal.kind) {
      case "phaseOver": nextPhase(s, log); break;
      case "event": openWindow(s, signal.first, signal.event, signal.then); break;
      case "fight": startRolling(s, log); break;
    }
    sequence(s, log);
  }
}

export function beginRound(s: FiefState, log: Log): void {
  say(log, "round", `Round ${s.round} begins; ${s.turnOrder[0]} is first player.`);
  snapshotTitles(s);
  s.phase = "announcements";
  s.step = { kind: "announce", turn: 0 };
  // 1.1.2: each Gods cursed noble rolls, one game event at a time (2.4), before the announcements
  rollGodsCursed(s, nobleList(s).filter((n) => n.godsCursed && n.village).map((n) => n.id), log);
}

/** 2.4: what the phase does once the window after a game event has closed. */
export function resumeAfterWindow(s: FiefState, then: WindowResume, log: Log): void {
  switch (then.kind) {
    case "godsCursed": return rollGodsCursed(s, then.nobles, log);
    case "elections": return beginElections(s, log, then.after);
    case "disasters": return nextDisaster(s, then.revealed, log);
    case "battle": return resumeBattle(s, log);
    case "endOfRound": return endOfRound(s, log);
  }
}

/** Phase 8, then the next round. */
function endOfRound(s: FiefState, log: Log): void {
  s.phase = "endOfRound";
  if (endRound(s, log)) {
    s.phase = "over";
    s.step = { kind: "over" };
    return;
  }
  beginRound(s, log);
}

/** The phase that signalled its end is over: the next one begins. */
function nextPhase(s: FiefState, log: Log): void {
  switch (s.phase) {
    case "setup":
      return beginRound(s, log);
    case "announcements":
      s.phase = "elections";
      return beginElections(s, log);
    case "elections":
      collectSupplies(s);
      s.phase = "cards";
      s.step = { kind: "discardDraw", turn: 0, drawnFortune: 0, drawnCourt: 0, drew: false, lastDrawn: null };
      return;
    case "cards":
      if (s.step.kind === "discardDraw") {
        s.step = { kind: "playCards", turn: 0 };
        return;
      }
      s.phase = "income";
      collectIncome(s, log);
      s.phase = "purchase";
      beginPurchase(s, log);
      // 2.4: "the whole Income Phase" is a game event; phase 3 windows start with the first player
      if (s.turnOrder[0]) openWindow(s, s.turnOrder[0], "the Income Phase");
      return;
    case "purchase":
      s.phase = "movement";
      return beginMovement(s, log);
    case "movement":
      s.phase = "battles";
      return beginBattles(s, log);
    case "battles":
      if (s.step.kind === "battleDeclare") return beginSieges(s, log);
      if (s.config.options.nightsWatch) {
        s.phase = "wall";
        attackOnTheWall(s, log);
        if (s.outcome) {
          s.phase = "over";
          s.step = { kind: "over" };
          return;
        }
        // 2.4: the Attack on the Wall roll is a game event; Phase 7 has no player in phase
        return openWindow(s, s.turnOrder[0]!, "the Attack on the Wall roll", { kind: "endOfRound" });
      }
      return endOfRound(s, log);
    default:
      return;
  }
}

export { resolveDisasters };
