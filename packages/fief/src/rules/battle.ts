/**
 * Phase 6, battles (6, 6.1, 6.2, 6.3) and raids (5.2): declared in turn order; archers' pre-battle
 * strike; strength points to dice; attacker penalties; simultaneous rolls; losses chosen by each
 * leader; captives; continue, truce or surrender; end conditions.
 */
import { VILLAGE, type VillageId } from "../data/board.ts";
import { own, writableHouse } from "../draft.ts";
import type { House } from "../data/nobles.ts";
import { TROOP } from "../data/rules.ts";
import { rollBattleDie } from "../dice.ts";
import { captureLoneNobles, refreshControl, removeUnit } from "../lifecycle.ts";
import { takeCaptives } from "./captives.ts";
import { allies, has, noblesAt, present, unitsAt } from "../query.ts";
import type { Action } from "../schema.ts";
import type { Battle, FiefState } from "../state.ts";
import { opportunityActions } from "./cards/play.ts";
import { settleLosses } from "./losses.ts";
import { afterRaid } from "./raid.ts";
import { beginPersuasion } from "./persuasion.ts";
import { besiegers, brotherMaySally, siegeEngines } from "./siege.ts";
import { say, type Log, type StepRules } from "./types.ts";
import { gameEvent, phaseOver, playerInPhase } from "./signals.ts";

/** The side a leader allocates losses for, when he leads a circumstantial alliance. */
function sideField(b: Battle, leader: House): { side?: House[] } {
  const side = leader === b.attacker ? b.attackers : b.defenders;
  return side.length > 1 ? { side: [...side] } : {};
}

/** 6.2: 1-6 SP one die, 7-12 two, 13+ three. */
export function diceForStrength(sp: number): number {
  return sp <= 0 ? 0 : sp <= 6 ? 1 : sp <= 12 ? 2 : 3;
}

export function strength(s: FiefState, v: VillageId, side: House[]): number {
  const troops = unitsAt(s, v).filter((u) => side.includes(u.house)).reduce((a, u) => a + TROOP[u.type].sp, 0);
  return troops + noblesAt(s, v).filter((n) => side.includes(n.house)).length;
}

/** 6.2.1: 1 die for a defending Stronghold, 2 for a Fortified City, less siege engines and cunning nobles. */
export function attackerPenalty(s: FiefState, b: Battle): number {
  const vs = s.villages[b.village]!;
  if (!vs.stronghold || !vs.controller || !b.defenders.includes(vs.controller)) return 0;
  if (b.secretPassage && !vs.maester) return 0;
  let p = vs.fortified ? 2 : 1;
  p -= siegeEngines(vs, b.attackers); // 6.4: allied besiegers' engines add up
  const cunning = noblesAt(s, b.village).filter((n) => b.attackers.includes(n.house) && has(n, "cunning")).length;
  // 11.1 The Cunning: each counts as a 1-die siege engine; after a round of siege he cancels every penalty
  if (cunning > 0 && besiegers(vs).some((h) => b.attackers.includes(h))) return 0;
  p -= cunning;
  return Math.max(0, p);
}

export function beginBattles(s: FiefState, log: Log): void {
  // FAQ: in the Battle phase too, a noble without troops facing opposing troops is captured
  for (const v of Object.keys(s.villages)) captureLoneNobles(s, v);
  s.step = { kind: "battleDeclare", turn: 0, fought: [] };
  void log;
}

function rainBlocks(s: FiefState, v: VillageId, h: House): boolean {
  const rain = s.regions[String(VILLAGE[v]!.region)]!.disasters.includes("Heavy Rain");
  return rain && !noblesAt(s, v, h).some((n) => has(n, "storm"));
}

/** Battles a house may declare now (6 with 11.1 coward, loyal; Night's Watch brothers only sally, 4.2.2.1). */
export function declarable(s: FiefState, seat: House, fought: string[]): Action[] {
  const out: Action[] = [];
  for (const v of Object.keys(s.villages)) {
    if (!present(s, v, seat)) continue; // troops or free nobles of his there (kept per unit list): most villages have none
    const mine = noblesAt(s, v, seat);
    if (mine.length === 0 || unitsAt(s, v, seat).length === 0 || rainBlocks(s, v, seat)) continue;
    if (mine.length === 1 && has(mine[0]!, "coward")) continue;
    const brother = mine.some((n) => n.brother);
    for (const h of s.turnOrder) {
      if (h === seat || fought.includes(`${seat}>${h}@${v}`)) continue;
      if (brother && !brotherMaySally(s, v, seat, h)) continue;
      if (!present(s, v, h)) continue;
      if (allies(s, seat, h) && mine.some((n) => has(n, "loyal"))) continue;
      out.push({ type: "declareBattle", village: v, against: h });
      // 2.4.8.2: a Secret Passage cancels the attacker penalties (not against a Maester's fortification)
      const vs = s.villages[v]!;
      if (vs.stronghold && vs.controller === h && !vs.maester && s.houses[seat]!.hand.includes("Secret Passage")) {
        out.push({ type: "declareBattle", village: v, against: h, secretPassage: true });
      }
    }
  }
  return out;
}

function activeDeclarer(s: FiefState): House | null {
  return s.step.kind === "battleDeclare" ? (s.turnOrder[s.step.turn] ?? null) : null;
}

export const battleDeclare: StepRules = {
  prompts(s) {
    const h = activeDeclarer(s);
    return h ? [{ seat: h, kind: "declareBattle", text: "Declare a battle, or done." }] : [];
  },
  legal(s, seat) {
    if (activeDeclarer(s) !== seat || s.step.kind !== "battleDeclare") return [];
    return [...declarable(s, seat, s.step.fought), ...opportunityActions(s, seat), { type: "done" }];
  },
  apply(s, seat, a, log) {
    if (s.step.kind !== "battleDeclare") return;
    if (a.type === "declareBattle") {
      s.step.fought.push(`${seat}>${a.against}@${a.village}`);
      if (a.secretPassage) {
        const hand = writableHouse(s, seat).hand;
        hand.splice(hand.indexOf("Secret Passage"), 1);
        own(s, "fortuneDiscard").push("Secret Passage");
      }
      startBattle(s, seat, a.against as House, a.village, false, log, a.secretPassage === true);
    } else if (a.type === "done") {
      s.step.turn++;
      if (s.step.turn >= s.turnOrder.length) phaseOver(s);
    }
  },
};

/** Opens a battle; a raid keeps the movement step and stores the battle beside it. */
export function startBattle(s: FiefState, attacker: House, defender: House, v: VillageId, raid: boolean, log: Log, secretPassage = false): void {
  const b: Battle = {
    village: v, attacker, defender, attackers: [attacker], defenders: [defender], raid, round: 0, quietRounds: 0,
    secretPassage, stage: "roll", pendingHits: [], decideTurn: null, lostThisRound: false, invited: [], before: 0,
    // the parts set later, undefined until then (left out of JSON and the hash): every battle then
    // has one hidden class, and the rules' reads of it stay monomorphic
    roll: undefined, persuaders: undefined,
  };
  say(log, "battle", `${attacker} attacks ${defender} at ${VILLAGE[v]!.name}${raid ? " (raid)" : ""}.`, { village: v, attacker, defender });
  s.battle = b;
  // 6: other armies present may rally to a leader, with his agreement (no support for raids, 5.2)
  if (!raid) b.invited = s.turnOrder.filter((h) => h !== attacker && h !== defender && (unitsAt(s, v, h).length > 0 || noblesAt(s, v, h).length > 0));
  if (b.invited.length) {
    b.stage = "join";
    return;
  }
  beginFight(s, log);
}

function beginFight(s: FiefState, log: Log): void {
  const b = own(s, "battle")!;
  b.stage = "roll";
  if (!b.raid) return beginPersuasion(s); // 11.1: persuasive nobles speak before the battle begins
  startRolling(s, log);
}

/**
 * The battle proper: the archers' preBattle strike (6.1), then the first round. The strike is a
 * game event (2.4 "preRaid/Battle attack"): its hits are taken ("Now the normal Battle begins",
 * 6.1), a window follows and the first round waits for it (`resumeBattle`).
 */
export function startRolling(s: FiefState, log: Log): void {
  const b = s.battle!;
  b.stage = "roll";
  if (preBattle(s, b, log)) {
    b.stage = "prebattle";
    return gameEvent(s, playerInPhase(s), `the archers' strike at ${VILLAGE[b.village]!.name}`, { kind: "battle" });
  }
  fightRound(s, log);
}

export const battleJoin: StepRules = {
  prompts(s) {
    const h = s.battle?.stage === "join" ? s.battle.invited[0] : undefined;
    return h ? [{ seat: h, kind: "join", text: `Join the battle at ${s.battle!.village} on the attacker's or the defender's side, or stay out.` }] : [];
  },
  legal(s, seat) {
    const b = s.battle;
    if (!b || b.stage !== "join" || b.invited[0] !== seat) return [];
    const out: Action[] = [{ type: "join", side: "none" }];
    // a house with a Brother of the Night's Watch present cannot join an attack (6), unless it is
    // against an army besieging its own fortification there (4.2.2.1, Phase 6 note)
    if (!noblesAt(s, b.village, seat).some((n) => n.brother) || b.defenders.every((h) => brotherMaySally(s, b.village, seat, h))) out.unshift({ type: "join", side: "attacker" });
    out.splice(out.length - 1, 0, { type: "join", side: "defender" });
    return out;
  },
  apply(s, seat, a, log) {
    const b = own(s, "battle");
    if (!b || a.type !== "join") return;
    b.invited.shift();
    if (a.side !== "none") {
      s.request = { kind: "join", from: seat, to: a.side === "attacker" ? b.attacker : b.defender, data: { side: a.side } };
      return;
    }
    if (!b.invited.length) beginFight(s, log);
  },
};

/** The leader's answer to a house asking to join his side. */
export function answerJoin(s: FiefState, accept: boolean, house: House, side: "attacker" | "defender", log: Log): void {
  const b = own(s, "battle");
  if (!b) return;
  if (accept) {
    (side === "attacker" ? b.attackers : b.defenders).push(house);
    say(log, "join", `${house} joins the ${side}s at ${b.village}.`);
  }
  if (!b.invited.length) beginFight(s, log);
}

/** 6.1: archers fire once before the battle; against fortifications 2 (Stronghold) or 3 (City) are needed. Whether any fired. */
function preBattle(s: FiefState, b: Battle, log: Log): boolean {
  if (!s.config.options.tactics) return false;
  const vs = s.villages[b.village]!;
  const hits: [House, number][] = [];
  for (const [side, foe, attacking] of [[b.attackers, b.defender, true], [b.defenders, b.attacker, false]] as const) {
    const archers = unitsAt(s, b.village).filter((u) => side.includes(u.house) && u.type === "archer").length;
    let need = 1;
    if (attacking && vs.stronghold && vs.controller && b.defenders.includes(vs.controller) && !b.secretPassage) need = vs.fortified ? 3 : 2;
    if (archers < need) continue;
    let h = rollBattleDie(s) + (archers - need) + (b.raid && !attacking ? 1 : 0);
    hits.push([foe, h]);
    say(log, "archers", `${side[0]}'s archers strike for ${h} hits.`);
    h = 0;
  }
  for (const [foe, h] of hits) own(s, "losses").push({ house: foe, village: b.village, remaining: h, mode: "hits", reason: "archers", nobles: false, ...sideField(b, foe) });
  return hits.length > 0;
}

function sideDice(s: FiefState, b: Battle, attacking: boolean): { dice: number; bonus: number } {
  const side = attacking ? b.attackers : b.defenders;
  let dice = diceForStrength(strength(s, b.village, side));
  if (dice > 0 && noblesAt(s, b.village).some((n) => side.includes(n.house) && s.titles.motherOfDragons === n.id)) dice++; // 2.4.2
  if (attacking) dice = Math.max(0, dice - attackerPenalty(s, b));
  let bonus = 0;
  if (dice > 0) {
    if (attacking) bonus += noblesAt(s, b.village).filter((n) => side.includes(n.house) && has(n, "fearless")).length; // 11.1 fearless
    if (!attacking && b.raid) bonus += dice; // 5.2: +1 per die for the raid's defender
    if (unitsAt(s, b.village).some((u) => side.includes(u.house) && u.type.startsWith("whitecloak"))) bonus += 1; // 4.2.7
  }
  return { dice, bonus };
}

/**
 * One battle round: both sides roll at once, then each leader takes his losses (6.2.2). A side with
 * Champions may first reroll dice (4.2.6, `champions.ts`), the attacker's side first.
 */
function fightRound(s: FiefState, log: Log): void {
  const b = own(s, "battle")!;
  b.round++;
  const sides = [true, false].map((attacking) => {
    const { dice, bonus } = sideDice(s, b, attacking);
    const faces: number[] = [];
    for (let i = 0; i < dice; i++) faces.push(rollBattleDie(s));
    const side = attacking ? b.attackers : b.defenders;
    const champions = unitsAt(s, b.village).filter((u) => side.includes(u.house) && u.type === "champion").length;
    return { faces, bonus, rerolls: faces.length ? champions : 0 };
  });
  b.roll = { attacker: sides[0]!, defender: sides[1]! };
  b.stage = "reroll";
  continueRound(s, log);
}

/** Once no champion has a reroll left to decide: the hits of the round are dealt. */
export function continueRound(s: FiefState, log: Log): void {
  const b = s.battle!;
  const r = b.roll!;
  if (r.attacker.rerolls > 0 || r.defender.rerolls > 0) return;
  b.roll = null;
  const rolls: [House, number][] = [];
  for (const [attacking, side] of [[true, r.attacker], [false, r.defender]] as const) {
    const hits = side.faces.reduce((x, y) => x + y, 0) + side.bonus;
    say(log, "roll", `${attacking ? b.attacker : b.defender} rolls ${side.faces.length} dice (${side.faces.join(", ") || "none"}) for ${hits} hits.`, { faces: side.faces, bonus: side.bonus });
    rolls.push([attacking ? b.defender : b.attacker, hits]);
  }
  b.before = unitsAt(s, b.village).length + noblesAt(s, b.village).length;
  for (const [h, hits] of rolls) if (hits > 0) own(s, "losses").push({ house: h, village: b.village, remaining: hits, mode: "hits", reason: "battle", nobles: true, ...sideField(b, h) });
  b.stage = "losses";
  settleLosses(s, log);
}

function sideAlive(s: FiefState, b: Battle, side: House[]): { troops: number; nobles: number } {
  return {
    troops: unitsAt(s, b.village).filter((u) => side.includes(u.house)).length,
    nobles: noblesAt(s, b.village).filter((n) => side.includes(n.house)).length,
  };
}

/**
 * Called once the round's losses are taken: ends the battle (6.3) or, the round being a game
 * event (2.4 "one Raid/Battle round"), opens a window; the leaders are asked once it has closed.
 */
export function afterLosses(s: FiefState, log: Log): void {
  const b = own(s, "battle")!;
  const now = unitsAt(s, b.village).length + noblesAt(s, b.village).length;
  b.quietRounds = now === b.before ? b.quietRounds + 1 : 0;
  if (battleOver(s, b, log)) return;
  b.stage = "decide";
  b.decideTurn = null;
  gameEvent(s, playerInPhase(s), `round ${b.round} of the ${b.raid ? "raid" : "battle"} at ${VILLAGE[b.village]!.name}`, { kind: "battle" });
}

/** 6.3.4: a side without troops loses; both without, or three rounds without losses, end it. */
function battleOver(s: FiefState, b: Battle, log: Log): boolean {
  const att = sideAlive(s, b, b.attackers), def = sideAlive(s, b, b.defenders);
  if (att.troops === 0 && def.troops > 0) endBattle(s, b.defender, log);
  else if (def.troops === 0 && att.troops > 0) endBattle(s, b.attacker, log);
  else if ((att.troops === 0 && def.troops === 0) || b.quietRounds >= 3) endBattle(s, null, log);
  else return false;
  return true;
}

/**
 * After the window of the archers' strike or of a round: an effect declared there (an Uprising, an
 * Assassination...) may have ended the battle; otherwise the first round is fought, or the leaders
 * decide whether to go on (6.3).
 */
export function resumeBattle(s: FiefState, log: Log): void {
  const b = own(s, "battle");
  if (!b || battleOver(s, b, log)) return;
  if (b.stage === "prebattle") return fightRound(s, log);
  b.decideTurn = b.attacker;
}

/** Ends a battle; the winning side captures the loser's lone nobles and its leader takes control (6.2.3, 5.1). */
export function endBattle(s: FiefState, winner: House | null, log: Log): void {
  const b = s.battle!;
  s.battle = null;
  if (winner) {
    const losers = winner === b.attacker ? b.defenders : b.attackers;
    say(log, "battleWon", `${winner} wins the battle at ${VILLAGE[b.village]!.name}.`);
    // 6.2.3: his army, or the one he names for each captive (SF-33), takes the captives; then he takes control (5.1)
    takeCaptives(s, b.village, winner, winner === b.attacker ? b.attackers : b.defenders, losers, log);
  } else {
    say(log, "battleEnds", `The battle at ${VILLAGE[b.village]!.name} ends.`);
    refreshControl(s, b.village);
  }
  if (b.raid) afterRaid(s, winner === b.attacker, b.defender);
  // 2.4: the battle's (or raid's) last round is a game event; a battle ended by a truce or a surrender
  // is followed by a window too (Kingsroad's reading: its end changes the board as a last round does)
  gameEvent(s, playerInPhase(s), `the ${b.raid ? "raid" : "battle"} at ${VILLAGE[b.village]!.name}`);
}

export const battleDecide: StepRules = {
  prompts(s) {
    const b = s.battle;
    if (!b || b.stage !== "decide" || !b.decideTurn) return [];
    return [{ seat: b.decideTurn, kind: "battleChoice", text: "Continue the battle, ask for a truce, or surrender." }];
  },
  legal(s, seat) {
    const b = s.battle;
    if (!b || b.stage !== "decide" || b.decideTurn !== seat) return [];
    return (["continue", "truce", "surrender"] as const).map((choice) => ({ type: "battleChoice" as const, choice }));
  },
  apply(s, seat, a, log) {
    const b = own(s, "battle");
    if (!b || a.type !== "battleChoice") return;
    const foe = seat === b.attacker ? b.defender : b.attacker;
    if (a.choice === "surrender") {
      // 6.3.2: the whole side's troops are disbanded, its nobles taken captive
      const side = seat === b.attacker ? b.attackers : b.defenders;
      for (const u of unitsAt(s, b.village).filter((x) => side.includes(x.house))) removeUnit(s, u.id);
      say(log, "surrender", `${seat} surrenders.`);
      return endBattle(s, foe, log);
    }
    if (a.choice === "truce") {
      // 6.3.1: a truce can only be refused by a side led by a noble
      if (noblesAt(s, b.village, foe).length === 0) {
        say(log, "truce", `A truce is declared at ${b.village}.`);
        return endBattle(s, null, log);
      }
      s.request = { kind: "truce", from: seat, to: foe, data: { village: b.village } };
      return;
    }
    if (seat === b.attacker) b.decideTurn = b.defender;
    else fightRound(s, log);
  },
};

/** Answer to a truce: refusing makes the refuser the offensive leader (6.3.1). */
export function answerTruce(s: FiefState, accept: boolean, refuser: House, log: Log): void {
  const b = own(s, "battle");
  if (!b) return;
  if (accept) {
    say(log, "truce", `A truce is declared at ${b.village}.`);
    return endBattle(s, null, log);
  }
  if (b.defender === refuser) {
    [b.attacker, b.defender] = [b.defender, b.attacker];
    [b.attackers, b.defenders] = [b.defenders, b.attackers];
  }
  fightRound(s, log);
}
