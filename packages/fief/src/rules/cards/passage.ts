/**
 * The Secret Passage played during a battle (2.4.8.2): it cancels a fortification's attacker
 * penalties for the rounds still to come. Declared with the battle, see battle.ts `declarable`.
 */
import { own } from "../../draft.ts";
import { VILLAGE } from "../../data/board.ts";
import type { House } from "../../data/nobles.ts";
import type { Action } from "../../schema.ts";
import type { FiefState } from "../../state.ts";
import { say, type Log } from "../types.ts";

/**
 * 2.4.8.2 "Played during a Battle": a Secret Passage cancels the attacker penalties of a
 * fortification (not one a Maester guards, 6.2.1). Besides the declaration (`declarable`), any
 * house holding one may play it in the window after the archers' strike or a round of a battle
 * there ("A secret passage may be played by a Player other than the Player benefiting", 2.4.8),
 * for the rounds still to come; nowhere else does this use apply.
 */
export function battlePassageActions(s: FiefState, seat: House): Action[] {
  const b = s.battle;
  if (!b || (b.stage !== "decide" && b.stage !== "prebattle") || b.secretPassage || !s.houses[seat]!.hand.includes("Secret Passage")) return [];
  const vs = s.villages[b.village]!;
  if (!vs.stronghold || vs.maester || !vs.controller || !b.defenders.includes(vs.controller)) return [];
  return [{ type: "play", card: "Secret Passage", village: b.village }];
}

export function playBattlePassage(s: FiefState, seat: House, log: Log): void {
  own(s, "battle")!.secretPassage = true;
  say(log, "secretPassage", `${seat} plays a Secret Passage: the attackers at ${VILLAGE[s.battle!.village]!.name} use the tunnels.`);
}
