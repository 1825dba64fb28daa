/**
 * The combat step machine (rulebook p.17-21; cards.md 1.1-1.2 for where card texts and Tides of
 * Battle fit). Each call makes progress: it opens a decision, moves to the next step, or pops.
 */
import type { Draft } from "immer";
import { boardOf } from "../../data/board.ts";
import type { Ctx } from "../../engine/context.ts";
import type { Game } from "../../state.ts";
import type { Timing } from "./ability.ts";
import { houseOf, sidesInTurnOrder } from "./army.ts";
import { bladeSide, drawTidesForBoth, revealCards, revealTides } from "./cards-step.ts";
import { sideAbility } from "./abilities.ts";
import { destroyUnretreatable, nextSkull, swordCasualties } from "./casualties.ts";
import { SIDES, type CombatFrame } from "./frames.ts";
import { attackersEnter, attackersReturn, cleanup, startPortCapture } from "./resolution.ts";
import { startRetreat } from "./retreat.ts";
import { strength, strengthData, victorGiven, type StrengthBreakdown } from "./strength.ts";
import { nextSupportArea } from "./support.ts";
import { drawVassalHands, returnVassalCards, rewardCommander } from "./vassal-deck.ts";
import { writableArea } from "../../engine/clone.ts";

/** Resolves the next card text of `timing` not yet resolved, in Iron Throne order; false when none is left. */
function nextAbility(g: Draft<Game>, f: Draft<CombatFrame>, timing: Timing, ctx: Ctx): boolean {
  for (const side of sidesInTurnOrder(g, f)) {
    const card = f.sides[side]?.card ?? null;
    const hook = sideAbility(f, side)?.[timing];
    const key = `${timing}:${card}`;
    if (!hook || f.resolved.includes(key)) continue;
    f.resolved.push(key);
    hook(g, f, side, ctx);
    return true;
  }
  return false;
}

/** Emits both sides' strength breakdowns and returns them. */
function emitStrength(g: Game, f: CombatFrame, stage: string, ctx: Ctx): { attacker: StrengthBreakdown; defender: StrengthBreakdown } {
  const s = strengthData(g, f);
  ctx.emit("combat-strength", `${stage} combat strength: ${f.sides.attacker.house} ${s.attacker.total}, ${f.sides.defender?.house ?? "neutral force"} ${s.defender.total}.`, {
    stage,
    ...s,
  });
  return s;
}

export function runCombat(g: Draft<Game>, f: Draft<CombatFrame>, ctx: Ctx): void {
  switch (f.step) {
    case "support": {
      const area = nextSupportArea(g, f);
      if (area !== null) {
        // Every Support order is declared, a vassal's by its commander: none backs a side unasked
        // (AG-29 refined, D13; every house has "nobody" among its choices, supportChoices).
        f.decision = { kind: "support", house: g.areas[area]!.order!.house, options: [area] };
        return;
      }
      f.step = f.neutral !== null ? "neutral-resolve" : "initial";
      return;
    }
    case "initial":
      emitStrength(g, f, "Initial", ctx);
      f.step = "choose-cards";
      drawVassalHands(g, f, ctx);
      return;
    case "choose-cards":
      // Only reached when nobody is asked: a side with an empty hand fights with no card.
      for (const s of [f.sides.attacker, f.sides.defender!]) s.chosen = true;
      f.step = "reveal";
      return;
    case "reveal":
      revealCards(g, f, ctx);
      f.step = "cancel";
      return;
    case "cancel":
      if (!nextAbility(g, f, "cancel", ctx)) f.step = "immediately";
      return;
    case "immediately":
      // "Before combat" texts (later books: Stannis, Qyburn, Walder Frey, Aeron) come after every
      // immediately text, before the strengths are shown (alt-house-cards.md, timing classes).
      if (!nextAbility(g, f, "immediately", ctx) && !nextAbility(g, f, "beforeCombat", ctx)) {
        emitStrength(g, f, "With house cards", ctx);
        f.step = g.config.tidesOfBattle ? "tides-draw" : "blade";
      }
      return;
    case "tides-draw":
      drawTidesForBoth(g, f, ctx);
      f.step = "blade-redraw";
      return;
    case "blade-redraw": {
      f.step = "tides-reveal";
      const side = bladeSide(g, f);
      if (side !== null) f.decision = { kind: "blade-redraw", house: houseOf(f, side), side };
      return;
    }
    case "tides-reveal":
      revealTides(f, ctx);
      emitStrength(g, f, "With Tides of Battle", ctx);
      f.step = "blade";
      return;
    case "blade": {
      f.step = "final";
      const side = bladeSide(g, f);
      if (side !== null) f.decision = { kind: "blade", house: houseOf(f, side), side };
      return;
    }
    case "final": {
      // Emitting changes nothing the strengths read: the victor is decided on the totals shown.
      const s = emitStrength(g, f, "Final", ctx);
      if (SIDES.some((side) => sideAbility(f, side)?.readsFinalTotals)) f.finalTotals = { attacker: s.attacker.total, defender: s.defender.total };
      f.victor = victorGiven(g, f, s.attacker.total, s.defender.total);
      const w = houseOf(f, f.victor);
      ctx.emit("combat-victor", `${w} wins the combat in ${boardOf(g).areas[f.start.to]!.name}.`, { victor: f.victor, house: w });
      f.step = "win-lose";
      return;
    }
    case "win-lose":
      if (!nextAbility(g, f, "winLose", ctx)) f.step = "cannot-retreat";
      return;
    case "cannot-retreat":
      destroyUnretreatable(g, f, ctx);
      f.step = "sword-casualties";
      return;
    case "sword-casualties":
      f.step = "skulls";
      swordCasualties(g, f, ctx);
      return;
    case "skulls":
      if (!nextSkull(g, f, ctx)) f.step = "after-casualties";
      return;
    case "after-casualties":
      // Texts taken "after casualties are taken": every sword and skull casualty is in, no unit has
      // retreated yet (Beric Dondarrion, AG-39).
      if (!nextAbility(g, f, "afterCasualties", ctx)) f.step = "retreat";
      return;
    case "retreat":
      f.step = "move-in";
      startRetreat(g, f, ctx);
      return;
    case "move-in":
      f.step = "cleanup";
      if (f.victor !== "attacker") return;
      if (f.attackersStayOut) return attackersReturn(g, f, ctx);
      attackersEnter(g, f, ctx);
      startPortCapture(g, f, ctx);
      return;
    case "cleanup":
      cleanup(g, f, ctx);
      f.step = "after-combat";
      return;
    case "after-combat":
      if (nextAbility(g, f, "afterCombat", ctx)) return;
      // After the last text (Jon Connington looks at the vassal's cards no more): the vassal deck
      // is whole again, and a winning vassal's commander takes its reward.
      returnVassalCards(g, f);
      rewardCommander(g, f, ctx);
      g.stack.pop();
      return;
    case "neutral-resolve":
      resolveNeutralForce(g, f, ctx);
      return;
  }
}

/**
 * A neutral force (p.26): no house cards, blade or Tides; units + March modifier + support must
 * equal or exceed the token, which is then removed for good and the attackers move in. Otherwise
 * the attackers go back where they came from, not routed: no combat was lost, the march simply
 * could not enter, and its March order stays spent (AG-11).
 */
function resolveNeutralForce(g: Draft<Game>, f: Draft<CombatFrame>, ctx: Ctx): void {
  const att = strength(g, f, "attacker").total;
  const token = f.neutral!;
  const to = g.areas[f.start.to]!;
  ctx.emit("combat-strength", `${f.start.attacker} musters ${att} against a neutral force of ${token}.`, { stage: "Neutral", ...strengthData(g, f) });
  if (att >= token) {
    f.victor = "attacker";
    writableArea(g, f.start.to).neutralForce = null;
    ctx.emit("neutral-force-destroyed", `${f.start.attacker} destroys the neutral force in ${boardOf(g).areas[f.start.to]!.name}.`, { area: f.start.to });
    attackersEnter(g, f, ctx);
  } else {
    f.victor = "defender";
    ctx.emit("neutral-force-holds", `The neutral force in ${boardOf(g).areas[f.start.to]!.name} holds.`, { area: f.start.to });
    attackersReturn(g, f, ctx);
  }
  cleanup(g, f, ctx);
  g.stack.pop();
}
