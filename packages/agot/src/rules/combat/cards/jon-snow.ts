/**
 * Jon Snow (ADwD, 3), if Baratheon wins: it may move the wildling threat one space up or down,
 * never below 0 nor above 10, so this card never sets off an attack (alt-house-cards.md 2.1).
 */
import type { CardAbility } from "../ability.ts";
import { houseOf } from "../army.ts";
import { chooseDecision, PASS } from "./choice.ts";

const UP = "up";
const DOWN = "down";
/** Jon Snow stops below the attack space (12). */
export const JON_SNOW_MAX_THREAT = 10;

export const jonSnow: CardAbility = {
  card: "jon-snow",
  winLose(g, f, side) {
    if (f.victor !== side) return;
    const t = g.wildlings.threat;
    const options = [...(t < JON_SNOW_MAX_THREAT ? [UP] : []), ...(t > 0 ? [DOWN] : []), PASS];
    f.decision = { kind: "jon-snow", house: houseOf(f, side), side, options };
  },
  decisions: {
    "jon-snow": chooseDecision(
      (g) => `Jon Snow: move the wildling threat (now ${g.wildlings.threat}) one space up or down?`,
      (g, _f, _d, choice, ctx) => {
        if (choice === PASS) return;
        g.wildlings.threat += choice === UP ? 2 : -2;
        ctx.emit("combat-ability", `Jon Snow moves the wildling threat ${choice} to ${g.wildlings.threat}.`, { card: "jon-snow", threat: g.wildlings.threat });
      },
    ),
  },
};
