/**
 * The combat frame's rules: decisions and the simultaneous house card choice; `run.ts` does the
 * rest. The top of the combat area: it registers the house card texts the steps consult.
 */
import type { HouseId } from "../../data/houses.ts";
import { houseCard } from "../../data/houses.ts";
import { prompt, type FrameRules } from "../../engine/context.ts";
import type { Game } from "../../state.ts";
import { registerCardAbilities } from "./abilities.ts";
import { sideOf } from "./army.ts";
import { cardChoiceActions, choosableCards, hand } from "./cards-step.ts";
import { HOUSE_CARD_ABILITIES } from "./cards/index.ts";
import { decisionRules } from "./decisions.ts";
import { SIDES, type CombatFrame, type CombatSide, type Side } from "./frames.ts";
import { runCombat } from "./run.ts";
import { deciderOf } from "../commanders.ts";

// The steps consult the card texts through a table (abilities.ts) that the top fills.
registerCardAbilities(HOUSE_CARD_ABILITIES);

/** Sides still to choose a card in step 3 (a side with an empty hand is never asked). */
function choosing(g: Game, f: CombatFrame): Side[] {
  if (f.step !== "choose-cards") return [];
  return SIDES.filter((s) => {
    const side = f.sides[s];
    return side !== null && !side.chosen && hand(g, side.house).length > 0;
  });
}

const combatRulesForFrame: FrameRules<CombatFrame> = {
  prompts(g, f) {
    if (f.decision) {
      const d = f.decision;
      const detail = Object.fromEntries(Object.entries({ options: d.options, count: d.count, side: d.side, area: f.start.to }).filter(([, v]) => v !== undefined));
      return [prompt(d.house, `combat-${d.kind}`, decisionRules(d.kind).text(g, f, d), detail)];
    }
    return choosing(g, f).map((s) =>
      prompt(f.sides[s]!.house, "combat-house-card", "Choose a house card for this combat, in secret.", { side: s, area: f.start.to }),
    );
  },

  legalActions(g, f, house) {
    if (f.decision) return f.decision.house === house ? decisionRules(f.decision.kind).legal(g, f, f.decision) : [];
    const side = sideOf(f, house);
    if (side === null || !choosing(g, f).includes(side)) return [];
    return cardChoiceActions(choosableCards(g, f, side));
  },

  apply(g, f, house, action, ctx) {
    if (f.decision) {
      const d = f.decision;
      f.decision = null;
      decisionRules(d.kind).apply(g, f, d, action, ctx);
      return;
    }
    if (action.type !== "house-card") return;
    const side = sideOf(f, house)!;
    const s = f.sides[side]!;
    s.card = action.card;
    s.chosen = true;
    ctx.emit("combat-card-chosen", `${house} has chosen a house card.`, { side, house });
    ctx.emit("combat-card-chosen-secret", `You chose ${houseCard(action.card).name}.`, { side, card: action.card }, [house]);
  },

  run: runCombat,

  /** Chosen cards stay hidden until both are revealed, Tides of Battle draws until their reveal (p.18, p.29). */
  redact(g, f, seat: HouseId | null) {
    const hide = (s: CombatSide | null): CombatSide | null => {
      if (s === null) return null;
      // A vassal's choice is its commander's (the commander made it).
      const mine = seat === s.house || (seat !== null && deciderOf(g, s.house) === seat);
      return {
        ...s,
        card: f.revealed || mine ? s.card : null,
        tides: f.tidesRevealed || mine ? s.tides : null,
      };
    };
    return { ...f, sides: { attacker: hide(f.sides.attacker), defender: hide(f.sides.defender) } };
  },
};

export const combatRules = { combat: combatRulesForFrame };
