/**
 * The Night's Watch Expansion (NWE): brothers (4.2.2.1), oathbreakers (1.2.1), the Wall bid
 * (4.2.2) and the Attack on the Wall (Phase 7).
 */
import { VILLAGE } from "../data/board.ts";
import { own, writableGold, writableNoble } from "../draft.ts";
import type { House } from "../data/nobles.ts";
import { randomIndex, rollD6 } from "../dice.ts";
import { addUnit, refreshControl, releaseUnguarded } from "../lifecycle.ts";
import { has, houses, isRoyal, titleHolder, nobleList } from "../query.ts";
import type { Action } from "../schema.ts";
import type { BidTie, FiefState, Noble } from "../state.ts";
import { vacateTitles } from "../titles.ts";
import { startWallUprising } from "./cards/uprising.ts";
import { taxMarkerFree } from "./cards/fortune.ts";
import { say, type Log, type StepRules } from "./types.ts";
import { applyTroopPick, pickingHouse, troopPickActions } from "./wallTroops.ts";
import { bidTie, tieActions, tiePrompt } from "./bidTies.ts";
import { applyReward, rewardActions, wallReward, type RewardStage } from "./wallReward.ts";

export const WALL_MIN = -12;
export const WALL_MAX = 12;

export function hasBrother(s: FiefState, h: House): boolean {
  return nobleList(s).some((n) => n.house === h && n.brother);
}

/** Lords who may take the black: unmarried, neither King nor Heir (4.2.2.1, 1.1.4). */
export function blackCandidates(s: FiefState, h: House): Noble[] {
  return nobleList(s).filter((n) => n.house === h && n.village && n.sex === "lord" && !n.spouse && !n.brother && !isRoyal(s, n.id));
}

/** 4.2.2.1: titles go as if he died; outlaw and assassin markers go; he gains the shadow attribute. */
export function takeTheBlack(s: FiefState, n: Noble, log: Log): void {
  vacateTitles(s, n.id, false);
  const brother = writableNoble(s, n.id);
  brother.brother = true;
  brother.outlaw = false;
  brother.assassin = false;
  if (!has(brother, "shadow")) brother.attributes.push("shadow");
  say(log, "black", `${brother.name} takes the black.`);
}

/**
 * 1.2.2: "Place the Lord Commander on the Wall board. He will stay there until he dies, any Night's
 * Watch Recruits with him are removed from the board." He leaves the map (village null); captives
 * he alone guarded go free (6.2.3).
 */
export function goToTheWall(s: FiefState, id: string, log: Log): void {
  const n = s.nobles[id];
  if (!n || !n.village) return;
  const from = n.village;
  s.units = s.units.filter((u) => !(u.house === n.house && u.type === "recruit" && u.village === from));
  writableNoble(s, id).village = null;
  say(log, "toTheWall", `${n.name} takes his place on the Wall.`);
  releaseUnguarded(s);
  refreshControl(s, from);
}


/** A Night's Watch noble entering play (2.4.1, 11.1): a brother with a recruit and the storm attribute, or an outlaw ex-brother. */
export function nightsWatchArrives(s: FiefState, n: Noble, log: Log): void {
  if (!s.config.options.nightsWatch || !has(n, "night's watch")) return;
  if (n.outlaw) return; // an oathbreaker coming back from the Wall stays an outlaw
  if (hasBrother(s, n.house)) {
    n.outlaw = true;
    return;
  }
  n.brother = true;
  for (const a of ["storm", "shadow"] as const) if (!has(n, a)) n.attributes.push(a);
  if (n.village) addUnit(s, n.house, "recruit", n.village);
  say(log, "brother", `${n.name} is a Brother of the Night's Watch.`);
}

export function wallBidActions(s: FiefState, seat: House): Action[] {
  const gold = s.houses[seat]!.gold;
  // the Tax token promises a lord to the Watch: the house names him with the bid (4.2.2.1); it is
  // one of the house's 3 Tax markers, so a house with all of them on the board has none to bid
  const lords = hasBrother(s, seat) || !taxMarkerFree(s, seat) ? [] : blackCandidates(s, seat);
  const out: Action[] = [];
  for (let g = 0; g <= gold; g++) {
    out.push({ type: "wallBid", gold: g, black: false });
    for (const n of lords) out.push({ type: "wallBid", gold: g, black: true, noble: n.id });
  }
  return out;
}

export const wallBid: StepRules = {
  prompts(s) {
    if (s.step.kind !== "wallBid") return [];
    if (s.step.tie) return tiePrompt(s.step.tie, "Wall bid");
    if (s.step.reward) {
      const text = s.step.reward.drawn ? "Discard the Fortune card you drew for the Wall (Stark, once per round), or keep it." : "You hold 3 cards: discard one or play opportunity cards before drawing the Wall's Fortune card, or keep your hand.";
      return [{ seat: s.step.reward.house, kind: "wallReward", text }];
    }
    const picker = pickingHouse(s);
    if (picker) return [{ seat: picker, kind: "wallTroops", text: "Send troops from the board to the Wall (one at a time), or done." }];
    const st = s.step;
    return s.turnOrder.filter((h) => !st.bids.some((b) => b.house === h)).map((h) => ({ seat: h, kind: "wallBid", text: "Bid secretly to reinforce the Wall." }));
  },
  legal(s, seat) {
    if (s.step.kind !== "wallBid") return [];
    if (s.step.tie) return tieActions(s.step.tie, seat);
    if (s.step.reward) return s.step.reward.house === seat ? rewardActions(s, seat, s.step.reward) : [];
    const picker = pickingHouse(s);
    if (picker) return picker === seat ? troopPickActions(s, seat) : [];
    if (s.step.bids.some((b) => b.house === seat)) return [];
    return wallBidActions(s, seat);
  },
  apply(s, seat, a, log) {
    if (s.step.kind === "wallBid" && s.step.tie && a.type === "breakBidTie") {
      say(log, "breakTie", `The Protector of the Realm names ${a.house} the highest bidder for the Wall.`);
      const reward = wallReward(s, a.house as House, log);
      if (reward) {
        delete s.step.tie;
        s.step.reward = reward;
      } else s.step = { kind: "purchase", turn: 0, placed: {} };
      return;
    }
    if (s.step.kind === "wallBid" && s.step.reward?.house === seat) {
      const next = applyReward(s, seat, s.step.reward, a, log);
      if (next) s.step.reward = next;
      else s.step = { kind: "purchase", turn: 0, placed: {} };
      return;
    }
    if (s.step.kind === "wallBid" && pickingHouse(s) === seat) {
      applyTroopPick(s, seat, a, log);
      if (pickingHouse(s) === null) delete s.step.pickTurn;
      return;
    }
    if (a.type !== "wallBid" || s.step.kind !== "wallBid") return;
    s.step.bids.push({ house: seat, gold: a.gold, black: a.black, ...(a.noble ? { noble: a.noble } : {}) });
    say(log, "wallBid", `${seat} places a secret bid for the Wall.`);
    if (s.step.bids.length < s.turnOrder.length) return;
    const troops = s.step.troops ?? {};
    const next = resolveWallBid(s, s.step.bids.map((b) => ({ ...b, troops: troops[b.house] ?? 0 })), log);
    if (next.tie) s.step.tie = next.tie;
    else if (next.reward) s.step.reward = next.reward;
    else s.step = { kind: "purchase", turn: 0, placed: {} };
  },
};

/**
 * 4.2.2: bids are revealed; the Wall rises; the excess goes to the Lord Commander or the supplies;
 * the highest bidder draws (wallReward.ts). Returns a tie the Protector must break (1.5,
 * bidTies.ts), or the highest bidder to ask first because he holds 3 cards.
 */
export function resolveWallBid(s: FiefState, bids: { house: House; gold: number; black: boolean; noble?: string; troops?: number }[], log: Log): { tie?: BidTie; reward?: RewardStage } {
  const lc = titleHolder(s, "lordCommander");
  const value = (b: { house: House; gold: number; black: boolean; troops?: number }) => b.gold + (b.troops ?? 0) + (b.black ? 1 : 0) + (lc?.house === b.house ? 2 : 0);
  say(log, "wallBidReveal", `Wall bids: ${bids.map((b) => `${b.house} ${value(b)}`).join(", ")}.`, { bids });
  const total = bids.reduce((a, b) => a + value(b), 0);
  const room = WALL_MAX - s.wall.value;
  const rise = Math.min(room, total - (total % 2));
  own(s, "wall").value += rise;
  const excess = total - rise;
  for (const b of bids) {
    writableGold(s, b.house).gold -= b.gold;
    s.bankNet -= b.gold;
  }
  if (excess > 0) {
    if (lc) { writableGold(s, lc.house).gold += excess; s.bankNet += excess; }
    else { own(s, "wall").supplies += excess; s.bankNet += excess; }
  }
  for (const b of bids) {
    if (!b.black) continue;
    const lord = blackCandidates(s, b.house).find((n) => n.id === b.noble);
    if (lord && !hasBrother(s, b.house)) takeTheBlack(s, lord, log);
  }
  const amounts = bids.map((b) => ({ house: b.house, amount: value(b) }));
  const best = Math.max(...amounts.map((b) => b.amount));
  if (best <= 0) return {};
  const tie = bidTie(s, amounts);
  if (tie) return { tie };
  const top = amounts.filter((b) => b.amount === best);
  if (top.length !== 1) return {}; // a tie and no Protector of the Realm: no Fortune card is drawn
  const reward = wallReward(s, top[0]!.house, log);
  return reward ? { reward } : {};
}

/**
 * Starts the next Shadow Tower uprising once the one before is over (no uprising, strike or losses
 * pending; called from flow.settle). The victims were drawn when the tower fell; a house whose
 * army there has gone meanwhile suffers nothing. Whether one was started.
 */
export function nextWallUprising(s: FiefState, log: Log): boolean {
  if (s.uprising || s.strike || s.losses.length) return false;
  // an empty queue stays in the state: shift() on it would still write (its length) to a shared part
  const next = s.wallUprisings?.length ? own(s, "wallUprisings")!.shift() : undefined;
  if (!next) return false;
  if (!s.units.some((u) => u.house === next.house && u.village === next.village) && !nobleList(s).some((n) => n.house === next.house && n.village === next.village)) return nextWallUprising(s, log);
  startWallUprising(s, next.house, next.village, log);
  return true;
}

/** The Lord Commander takes the supplies stored on the Wall (1.2.2). */
export function collectSupplies(s: FiefState): void {
  const lc = titleHolder(s, "lordCommander");
  if (lc && s.wall.supplies > 0) {
    writableGold(s, lc.house).gold += s.wall.supplies;
    own(s, "wall").supplies = 0;
  }
}

/** Phase 7: the wildlings roll; a breach topples the highest castle still standing. */
export function attackOnTheWall(s: FiefState, log: Log): void {
  const extra = !s.config.options.winterIsComing ? 0 : s.season === "autumn" ? 1 : s.season === "winter" ? 2 : 0;
  if (s.season === "winter" && s.config.options.winterIsComing && s.wall.fallen === 0) breach(s, log); // winter takes Eastwatch
  if (s.outcome) return;
  let roll = 0;
  for (let i = 0; i <= extra; i++) roll = Math.max(roll, rollD6(s));
  roll += Math.min(2, s.wall.fallen);
  say(log, "wallRoll", `The wildlings roll ${roll} against the Wall (${s.wall.value}).`);
  if (roll >= 6 && s.wall.value < 0) return breach(s, log);
  const steps = Math.min(roll, 5);
  const next = s.wall.value - 2 * steps;
  if (next < WALL_MIN) {
    own(s, "wall").value = WALL_MIN;
    return breach(s, log);
  }
  own(s, "wall").value = next;
}

function breach(s: FiefState, log: Log): void {
  own(s, "wall").fallen++;
  if (s.wall.fallen === 1) say(log, "breach", "Eastwatch falls.");
  if (s.wall.fallen === 2) {
    say(log, "breach", "The Shadow Tower falls: the people rise against lords who do not defend them.");
    for (const h of houses(s)) {
      if (hasBrother(s, h)) continue;
      const mine = nobleList(s).filter((n) => n.house === h && n.village && n.captor === null);
      if (!mine.length) continue;
      // "a random Noble": a uniform draw from the seeded RNG (a d6 cannot split 4 or 5 nobles evenly)
      const victim = mine[randomIndex(s, mine.length)]!;
      (own(s, "wallUprisings") ?? (s.wallUprisings = [])).push({ house: h, village: victim.village! });
    }
    nextWallUprising(s, log);
  }
  if (s.wall.fallen >= 3) {
    say(log, "breach", "Castle Black falls: every player loses.");
    s.outcome = { winners: [], ranking: [...houses(s)], reason: "Castle Black has fallen", round: s.round };
  }
  void VILLAGE;
}
