/**
 * Phase 6 and what follows a fight: declaring battles we expect to win, joining the side that
 * serves us, continuing only while our dice match theirs (truce otherwise, surrender when only
 * nobles are left), losses cheapest first, sieges and pillage of rivals' mills, and where new or
 * freed nobles are placed.
 */
import { FIEF, neighbours, type Action, type Battle } from "@kingsroad/fief";
import { diceFor, dist, HITS_PER_DIE, type Reading } from "./read.ts";

type Of<T extends Action["type"]> = Extract<Action, { type: T }>;

/** Expected hits per round of each side of a battle, ours first, from the view. */
/** Sides of a battle as plain house lists (the view's houses are typed by the engine's house union). */
const sides = (b: Battle): { attackers: readonly string[]; defenders: readonly string[] } => ({ attackers: b.attackers, defenders: b.defenders });

export function battleOdds(r: Reading, battle: Battle): { ours: number; theirs: number; mySp: number; theirSp: number; mineSide: "attacker" | "defender" | null } {
  const b = { ...sides(battle), village: battle.village, secretPassage: battle.secretPassage };
  const mineSide = b.attackers.includes(r.me) ? "attacker" : b.defenders.includes(r.me) ? "defender" : null;
  const mySideList = mineSide === "defender" ? b.defenders : b.attackers;
  const theirList = mineSide === "defender" ? b.attackers : b.defenders;
  const mySp = r.strengthAt(b.village, (h) => mySideList.includes(h));
  const theirSp = r.strengthAt(b.village, (h) => theirList.includes(h));
  const vs = r.view.villages[b.village]!;
  let pen = 0;
  if (vs.stronghold && vs.controller && b.defenders.includes(vs.controller) && !(b.secretPassage && !vs.maester)) {
    pen = vs.fortified ? 2 : 1;
    if (vs.siege && b.attackers.includes(vs.siege.besieger)) pen -= vs.siege.engine;
    pen = Math.max(0, pen);
  }
  let myDice = diceFor(mySp);
  let theirDice = diceFor(theirSp);
  if (mineSide === "defender") theirDice = Math.max(0, theirDice - pen);
  else myDice = Math.max(0, myDice - pen);
  return { ours: myDice * HITS_PER_DIE, theirs: theirDice * HITS_PER_DIE, mySp, theirSp, mineSide };
}

function troopsOf(r: Reading, v: string, side: (h: string) => boolean): number {
  return r.view.units.filter((u) => u.village === v && side(u.house)).length;
}

export function scoreDeclare(r: Reading, a: Of<"declareBattle">): number {
  const v = a.village;
  const against = a.against;
  if (r.friendly(against)) return -10;
  const mySp = r.mine(v);
  const theirSp = r.houseStrength(v, against);
  const pen = r.penalty(v, against);
  const myDice = Math.max(0, diceFor(mySp) - (a.secretPassage ? 0 : pen));
  const theirDice = diceFor(theirSp);
  const ours = myDice * HITS_PER_DIE;
  const theirs = theirDice * HITS_PER_DIE;
  if (myDice === 0) return -10;
  // rounds each side needs to wipe the other out, roughly; we fight when we finish first
  const oursToWin = theirSp / Math.max(0.1, ours);
  const theirsToWin = mySp / Math.max(0.1, theirs);
  if (oursToWin > theirsToWin * 0.8) return -5;
  const worth = (r.wanted().get(v) ?? 0) + (r.controller(v) === against ? 3 : 1);
  return 5 + worth + (a.secretPassage ? -2 : 0);
}

export function scoreBattleChoice(r: Reading, a: Of<"battleChoice">): number {
  const battle = r.view.battle;
  if (!battle) return 0;
  const o = battleOdds(r, battle);
  const b = { ...sides(battle), village: battle.village };
  const mineTroops = troopsOf(r, b.village, (h) => (o.mineSide === "defender" ? b.defenders : b.attackers).includes(h));
  const theirTroops = troopsOf(r, b.village, (h) => (o.mineSide === "defender" ? b.attackers : b.defenders).includes(h));
  const winning = o.ours > 0 && o.theirSp / o.ours <= (o.mySp / Math.max(0.1, o.theirs)) * 1.1;
  switch (a.choice) {
    case "continue":
      return winning ? 10 : o.theirs === 0 && o.ours > 0 ? 10 : -2;
    case "truce":
      return winning ? 0 : 5;
    case "surrender":
      // only nobles left against troops: captives keep their titles, the dead do not (6.3.2)
      return mineTroops === 0 && theirTroops > 0 ? 8 : -10;
  }
}

export function acceptTruce(r: Reading): boolean {
  const b = r.view.battle;
  if (!b) return true;
  const o = battleOdds(r, b);
  return !(o.ours > 0 && o.theirSp / o.ours < (o.mySp / Math.max(0.1, o.theirs)) * 0.5);
}

/** Joining a battle between two other houses (6): only for an ally, or against the leader when it is safe. */
export function scoreJoin(r: Reading, a: Of<"join">): number {
  const battle = r.view.battle;
  if (!battle || a.side === "none") return 0;
  const b = { ...sides(battle), village: battle.village };
  const side = a.side === "attacker" ? b.attackers : b.defenders;
  const other = a.side === "attacker" ? b.defenders : b.attackers;
  if (side.some((h) => r.friendly(h) && h !== r.me)) return 6;
  if (other.some((h) => r.friendly(h) && h !== r.me)) return -6;
  const leader = r.leader();
  const sideSp = r.strengthAt(b.village, (h) => side.includes(h)) + r.mine(b.village);
  const otherSp = r.strengthAt(b.village, (h) => other.includes(h));
  if (leader && other.includes(leader) && r.vp(leader) >= 2 && sideSp > otherSp * 1.5) return 3;
  return -1;
}

const LOSS_VALUE: Record<string, number> = { menAtArms: 1, whitecloakManAtArms: 1.1, archer: 1.5, recruit: 2, unsullied: 2, knight: 3, whitecloakKnight: 3.1, champion: 4 };

export function scoreLose(r: Reading, a: Of<"lose">): number {
  let s = 0;
  if (a.noble) {
    const n = r.view.nobles[a.noble];
    s = -(10 + (n ? r.worth(n) : 0));
    if (n && n.house !== r.me) s += 5; // an ally's noble before ours
  } else if (a.unit) s = -(LOSS_VALUE[a.unit] ?? 2);
  if (a.owner && a.owner !== r.me) s += 0.5; // the side's allied troops share the losses
  return s;
}

export function scoreSiege(r: Reading, a: Of<"siege">): number {
  return r.wanted().has(a.village) ? 5 : 1;
}

export function scorePillage(r: Reading, a: Of<"pillage">): number {
  return r.controller(a.village) === r.me ? -3 : 3;
}

/** Where a new (or freed) noble starts: a fortress of ours near the villages we want. */
export function scorePlace(r: Reading, a: Of<"place">): number {
  const v = a.village;
  const vs = r.view.villages[v];
  let s = 0;
  if (vs?.controller === r.me) s += 2;
  if (vs?.stronghold && vs.controller === r.me) s += 2;
  let near = 9;
  for (const w of r.wanted().keys()) near = Math.min(near, dist(v, w));
  s -= near;
  s -= r.hostile(v) * 0.5;
  // troops to lead: a noble without troops cannot march
  s += Math.min(3, r.myUnitsAt(v).length) * 0.5;
  return s;
}

/** The starting village (setup): the one of the home fief closest to its other villages, coastal access aside. */
export function scoreChooseStart(r: Reading, a: Of<"chooseStart">): number {
  const v = a.village;
  const fief = r.fiefOf(v);
  let s = 0;
  for (const w of FIEF[fief]!.villages) if (w !== v) s -= dist(v, w);
  s += neighbours(v).length * 0.1;
  return s;
}

export function scoreControl(r: Reading, a: Of<"control">): number {
  if (a.house === r.me) return 5;
  if (r.friendly(a.house)) return 3;
  return -r.vp(a.house) - r.villagesOf(a.house).length * 0.1;
}

export function scoreTransfer(r: Reading, a: Of<"transfer">): number {
  if (a.to === null) return 0;
  const n = r.view.nobles[a.to];
  if (!n) return -1;
  if (n.house === r.me) return 5 - r.titlesOf(n.id).length * 0.1;
  return r.friendly(n.house) ? 2 : -5;
}

export function scoreStrikeFirst(r: Reading, a: Of<"strikeFirst">): number {
  if (r.friendly(a.house)) return -10;
  return r.vp(a.house) + r.houseStrength(r.view.uprising?.village ?? "", a.house) * 0.05;
}

/** A request for passage (5): let through an army we could not stop anyway, stop one we can beat here. */
export function grantPassage(r: Reading, from: string, village: string): boolean {
  if (r.friendly(from)) return true;
  const theirs = r.houseStrength(village, from);
  return theirs > r.mine(village) * 1.2;
}

