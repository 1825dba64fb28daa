/**
 * A named choice made by one seat (`choose`): A Throne of Blades (Iron Throne holder), Dark Wings,
 * Dark Words (Messenger Raven holder), Put to the Sword (Valyrian Steel Blade holder), and the
 * choices of the wildling cards. The frame pops, then the chosen effect resolves (it may push
 * frames of its own). Cards and wildling effects push the frame (`newWesterosChoiceFrame` in
 * frames.ts) naming its `purpose`; this module, above them, looks the purpose up to resolve it.
 */
import type { Draft } from "immer";
import { HOUSE_NAMES } from "../../data/houses.ts";
import { prompt, type Ctx, type FrameRules } from "../../engine/context.ts";
import type { Game } from "../../state.ts";
import { collectGameOfThronesPower, resolveWesterosCard, restrictOrders } from "./cards.ts";
import type { ChoicePurpose, WesterosChoiceFrame } from "./frames.ts";
import { resolveWildlingChoice } from "./wildlings/effects.ts";

const QUESTION: Readonly<Record<ChoicePurpose, string>> = {
  "a-throne-of-blades": "A Throne of Blades: resolve Supply, Mustering, or nothing.",
  "dark-wings-dark-words": "Dark Wings, Dark Words: resolve a Clash of Kings, the power of Game of Thrones, or nothing.",
  "put-to-the-sword": "Put to the Sword: forbid Defense orders, forbid March +1 orders, or nothing.",
  "king-beyond-the-wall-lesser": "A King Beyond the Wall: move to the last position of the Fiefdoms or the King's Court track.",
  "king-beyond-the-wall-reward": "A King Beyond the Wall: move to position 1 of a track of your choice and take its dominance token.",
  "preemptive-raid-penalty": "Preemptive Raid: destroy 2 of your units, or drop 2 positions on your highest influence track.",
  "preemptive-raid-track": "Preemptive Raid: choose on which of its equally high tracks the lowest bidder drops 2 positions.",
  "the-horde-descends-reward": "The Horde Descends: choose a castle or stronghold area to muster in.",
};

function resolveChoice(g: Draft<Game>, f: WesterosChoiceFrame, choice: string, ctx: Ctx): void {
  switch (f.purpose) {
    case "a-throne-of-blades":
      if (choice === "supply" || choice === "mustering") resolveWesterosCard(g, choice, ctx);
      return;
    case "dark-wings-dark-words":
      if (choice === "clash-of-kings") resolveWesterosCard(g, "clash-of-kings", ctx);
      // AG-5: the power option is the Game of Thrones card, ports included.
      else if (choice === "game-of-thrones") collectGameOfThronesPower(g, ctx);
      return;
    case "put-to-the-sword":
      if (choice === "no-defense" || choice === "no-march-special") restrictOrders(g, choice, ctx);
      return;
    default:
      resolveWildlingChoice(g, f.purpose, f.subject, choice, ctx);
  }
}

export const westerosChoiceRules: FrameRules<WesterosChoiceFrame> = {
  prompts(_g, f) {
    return [prompt(f.house, f.purpose, QUESTION[f.purpose], { options: f.options, subject: f.subject })];
  },

  legalActions(_g, f, house) {
    return house === f.house ? f.options.map((choice) => ({ type: "choose", choice })) : [];
  },

  apply(g, f, house, action, ctx) {
    if (action.type !== "choose") return;
    const frame = { ...f } as WesterosChoiceFrame;
    g.stack.pop();
    ctx.emit("choice", `${HOUSE_NAMES[house]} chooses ${action.choice}.`, { purpose: frame.purpose, house, choice: action.choice });
    resolveChoice(g, frame, action.choice, ctx);
  },

  run() {
    throw new Error("a choice always waits for its chooser");
  },
};
