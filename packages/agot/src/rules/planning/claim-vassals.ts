/**
 * Choosing vassals (Mother of Dragons, summary "Choosing vassals"; AG-28). At the start of each
 * Planning phase every vassal is free again; the players, in Iron Throne order, claim one vassal
 * for each set of vassal order tokens they hold, or pass a set to the next player. The last player
 * cannot pass and commands every vassal left. A commander serves until the next Planning phase.
 *
 * ```ts
 * // Stark holds one set: claim Tyrell, or hand the set on
 * legalActions(g, "stark")  // [{type:"choose",choice:"tyrell"}, ..., {type:"choose",choice:"pass"}]
 * ```
 */
import type { Action } from "../../actions.ts";
import { HOUSE_NAMES, isHouse, type HouseId } from "../../data/houses.ts";
import { prompt, withLegalActions, type FrameRules } from "../../engine/context.ts";
import type { Game } from "../../state.ts";
import { playersInTurnOrder } from "../commanders.ts";
import { newClaimVassalsFrame, type ClaimVassalsFrame } from "./frames.ts";

/** The claim frame of this Planning phase, or null without vassals; frees every vassal first. */
export function startClaiming(g: Game): ClaimVassalsFrame | null {
  const v = g.mod?.vassals;
  if (v === undefined || v.houses.length === 0) return null;
  v.commanders = {};
  return newClaimVassalsFrame(playersInTurnOrder(g), v.houses.length);
}

/** Vassals nobody has claimed yet, in Iron Throne order. */
function unclaimed(g: Game): HouseId[] {
  const v = g.mod!.vassals!;
  return g.tracks.ironThrone.filter((h) => v.houses.includes(h) && v.commanders[h] === undefined);
}

/** The player deciding now (holding a set, not the last player, with vassals left), or null. */
function claimer(g: Game, f: ClaimVassalsFrame): HouseId | null {
  const s = f.sets[f.at];
  if (s === undefined || s.count === 0 || f.at === f.sets.length - 1 || unclaimed(g).length === 0) return null;
  return s.house;
}

function claimActions(g: Game): Action[] {
  const out: Action[] = unclaimed(g).map((h): Action => ({ type: "choose", choice: h }));
  out.push({ type: "choose", choice: "pass" });
  return out;
}

export const claimVassalsRules: FrameRules<ClaimVassalsFrame> = {
  prompts(g, f) {
    const house = claimer(g, f);
    if (house === null) return [];
    const sets = f.sets[f.at]!.count;
    return [
      withLegalActions(
        prompt(house, "claim-vassal", `Choose a vassal to command this round, or pass your set of vassal order tokens on (${sets} set${sets > 1 ? "s" : ""} left).`, {
          vassals: unclaimed(g),
          sets,
        }),
        claimActions(g),
      ),
    ];
  },

  legalActions(g, f, house) {
    return claimer(g, f) === house ? claimActions(g) : [];
  },

  apply(g, f, house, action, ctx) {
    if (action.type !== "choose") return;
    const s = f.sets[f.at]!;
    s.count -= 1;
    if (action.choice === "pass") {
      f.sets[f.at + 1]!.count += 1;
      ctx.emit("vassal-pass", `${HOUSE_NAMES[house]} passes a set of vassal order tokens to ${HOUSE_NAMES[f.sets[f.at + 1]!.house]}.`, { house });
    } else if (isHouse(action.choice)) {
      g.mod!.vassals!.commanders[action.choice] = house;
      ctx.emit("vassal-claimed", `${HOUSE_NAMES[house]} commands ${HOUSE_NAMES[action.choice]} this round.`, { house, vassal: action.choice });
    }
  },

  run(g, f, ctx) {
    const left = unclaimed(g);
    if (left.length === 0) {
      g.stack.pop();
      return;
    }
    if (f.at < f.sets.length - 1) {
      f.at += 1;
      return;
    }
    // The last player cannot pass: it commands all the vassals left.
    const last = f.sets[f.at]!.house;
    const v = g.mod!.vassals!;
    for (const h of left) v.commanders[h] = last;
    ctx.emit("vassal-claimed", `${HOUSE_NAMES[last]} commands ${left.map((h) => HOUSE_NAMES[h]).join(", ")} this round.`, { house: last, vassals: left });
    g.stack.pop();
  },
};
