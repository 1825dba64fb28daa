/**
 * The round's eight phases in order (A. Round Overview). `nextPhase` is called when a phase ends.
 */
import type { FiefState } from "../state.ts";
import { godsCursedRoll } from "./announcements.ts";
import { resolveDisasters } from "./draw.ts";
import { beginElections, snapshotTitles } from "./elections.ts";
import { collectIncome } from "./income.ts";
import { beginPurchase } from "./purchase.ts";
import { beginMovement } from "./movement.ts";
import { beginBattles } from "./battle.ts";
import { beginSieges } from "./siege.ts";
import { endRound } from "./endOfRound.ts";
import { say, type Log } from "./types.ts";
import { openWindow } from "./window.ts";
import { attackOnTheWall, collectSupplies } from "./wall.ts";

export function beginRound(s: FiefState, log: Log): void {
  say(log, "round", `Round ${s.round} begins; ${s.turnOrder[0]} is first player.`);
  snapshotTitles(s);
  for (const n of Object.values(s.nobles)) if (n.godsCursed && n.village) godsCursedRoll(s, n.id, log); // 1.1.2
  s.phase = "announcements";
  s.step = { kind: "announce", turn: 0 };
}

export function nextPhase(s: FiefState, log: Log): void {
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
      }
      s.phase = "endOfRound";
      if (endRound(s, log)) {
        s.phase = "over";
        s.step = { kind: "over" };
        return;
      }
      return beginRound(s, log);
    default:
      return;
  }
}

export { resolveDisasters };
