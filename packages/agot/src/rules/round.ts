/**
 * The game round (rulebook p.7): Westeros (skipped in round 1), Planning, Action; the game ends
 * after the Action phase of round 10. The round frame sits at the bottom of the stack for the
 * whole game.
 */
import type { Draft } from "immer";
import { MAX_ROUNDS } from "../data/houses.ts";
import { automatic, type Ctx } from "../engine/context.ts";
import type { Game } from "../state.ts";
import type { RoundFrame } from "./round-frame.ts";
import { newAssignOrdersFrame } from "./planning/assign-orders.ts";
import { startClaiming } from "./planning/claim-vassals.ts";
import { ranking } from "./victory.ts";
import { dropOutLeavers } from "./vassals.ts";
import { newWesterosFrame } from "./westeros/frames.ts";
import { newActionFrame } from "./action/frames.ts";
import { removeSeaOrdersOnLand } from "./action/sea-orders.ts";
import { payInterest, shiftLoans } from "./iron-bank/bank.ts";
import type { DebtFrame } from "./iron-bank/frames.ts";

function endOfRound(g: Draft<Game>, f: Draft<RoundFrame>, ctx: Ctx): void {
  if (g.round >= MAX_ROUNDS) {
    const order = ranking(g);
    g.outcome = { winner: order[0]!, ranking: order, reason: "round-ten" };
    ctx.emit("game-over", `The game ends after round ${g.round}; ${order[0]} wins.`, { outcome: g.outcome });
    return;
  }
  // Players who left during the round become vassals between rounds (MoD setup, drop-out rule).
  dropOutLeavers(g as Game, ctx);
  // With the Iron Bank: the loans shift, then interest is paid, then the round marker moves (AG-27).
  let debts: DebtFrame[] = [];
  if (g.mod?.bank !== undefined) {
    shiftLoans(g as Game, ctx);
    debts = payInterest(g as Game, ctx);
  }
  g.round += 1;
  // Westeros deck III restrictions only bind the Planning phase of the round they were drawn in.
  g.restrictions = [];
  ctx.emit("round", `Round ${g.round} begins.`, { round: g.round });
  g.stack.push(newWesterosFrame());
  // Unpaid interest costs units before the Westeros phase, first debtor first (on top).
  for (let i = debts.length - 1; i >= 0; i--) g.stack.push(debts[i]!);
  f.step = "planning";
}

export const roundRules = {
  round: automatic<RoundFrame>((g, f, ctx) => {
    switch (f.step) {
      case "planning":
        f.step = "action";
        ctx.emit("phase", `Planning phase of round ${g.round}.`, { phase: "planning" });
        g.stack.push(newAssignOrdersFrame(g));
        {
          // Vassals are chosen at the start of the Planning phase, before any order (MoD).
          const claim = startClaiming(g as Game);
          if (claim) g.stack.push(claim);
        }
        return;
      case "action":
        f.step = "end-of-round";
        ctx.emit("phase", `Action phase of round ${g.round}.`, { phase: "action" });
        removeSeaOrdersOnLand(g as Game, ctx);
        g.stack.push(newActionFrame());
        return;
      case "end-of-round":
        endOfRound(g, f, ctx);
        return;
    }
  }),
};
