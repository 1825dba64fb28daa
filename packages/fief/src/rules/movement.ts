/**
 * Phase 5, movement (5, 5.1, 5.2): each house in turn moves its nobles; a noble never walks alone.
 * A march is decomposed: `march` a noble, `load`/`unload` troops, nobles and captives, `step` to
 * a neighbouring village (asking passage, raiding, or using a Secret Passage), then `halt`.
 */
import { writableNoble, writableUnit, own, writableHouse } from "../draft.ts";
import { neighbours, VILLAGE, type VillageId } from "../data/board.ts";
import type { House } from "../data/nobles.ts";
import { TROOP } from "../data/rules.ts";
import { rollD6 } from "../dice.ts";
import { captureLoneNobles, kill, refreshControl, releaseUnguarded } from "../lifecycle.ts";
import { captivesHeldAt, has, noble, noblesAt, presentHouses, unitsAt, nobleList } from "../query.ts";
import type { Action } from "../schema.ts";
import type { FiefState, MoveGroup, Noble } from "../state.ts";
import { opportunityActions } from "./cards/play.ts";
import { startBattle } from "./battle.ts";
import { brotherMaySally } from "./siege.ts";
import { keepRecruitsWithBrother } from "./recruits.ts";
import { dropGuardWithRoyal, keepWhitecloaksWithRoyal } from "./whitecloaks.ts";
import { askShips, landingNeeded, shipsActions, spendVoyage } from "./ships.ts";
import { say, type Log, type StepRules } from "./types.ts";
import { gameEvent, phaseOver } from "./signals.ts";
import { markPlagued, noblePlagued, unitPlagued } from "./plagueMarks.ts";
import { stillNeeded } from "./roads.ts";

export function beginMovement(s: FiefState, log: Log): void {
  for (let i = 0; i < s.units.length; i++) {
    const u = s.units[i]!;
    if (u.steps !== 0 || u.road !== null) { const w = writableUnit(s, i); w.steps = 0; w.road = null; }
  }
  const order = [...s.turnOrder];
  s.step = { kind: "movement", turn: 0, order, group: null, moved: [] };
  if (order.includes("martell")) s.step = { kind: "martell" };
  void log;
}

export const martell: StepRules = {
  prompts(s) {
    return s.step.kind === "martell" ? [{ seat: "martell", kind: "martell", text: "Move first, last, or in your place this round." }] : [];
  },
  legal(s, seat) {
    return s.step.kind === "martell" && seat === "martell" ? (["first", "last", "keep"] as const).map((position) => ({ type: "martell" as const, position })) : [];
  },
  apply(s, _seat, a, log) {
    if (a.type !== "martell") return;
    const rest = s.turnOrder.filter((h) => h !== "martell");
    const order: House[] = a.position === "first" ? ["martell", ...rest] : a.position === "last" ? [...rest, "martell"] : [...s.turnOrder];
    s.step = { kind: "movement", turn: 0, order, group: null, moved: [] };
    say(log, "martell", `Martell moves ${a.position === "keep" ? "in turn" : a.position}.`);
  },
};

function mv(s: FiefState) {
  return s.step.kind === "movement" ? s.step : null;
}
function active(s: FiefState): House | null {
  const m = mv(s);
  return m ? (m.order[m.turn] ?? null) : null;
}

const rained = (s: FiefState, v: VillageId) => s.regions[String(VILLAGE[v]!.region)]!.disasters.includes("Heavy Rain");

/** Swift nobles (with mounted troops only) and the Mother of Dragons take three steps (2.4.2, 11.1). */
function stepCap(s: FiefState, g: MoveGroup, unitId: number): number {
  const leader = noble(s, g.leader);
  const u = s.units.find((x) => x.id === unitId);
  if (!u) return 0;
  const three = s.titles.motherOfDragons === leader.id || (has(leader, "swift") && g.units.every((id) => TROOP[s.units.find((x) => x.id === id)?.type ?? "knight"].mounted));
  return three && g.fresh.includes(unitId) ? 3 : 2;
}

function groupStepsLeft(s: FiefState, g: MoveGroup): number {
  const leader = noble(s, g.leader);
  const three = s.titles.motherOfDragons === leader.id || (has(leader, "swift") && g.units.every((id) => TROOP[s.units.find((x) => x.id === id)?.type ?? "knight"].mounted));
  return (three ? 3 : 2) - g.taken;
}

function canLead(s: FiefState, n: Noble, moved: string[]): boolean {
  if (n.captor || !n.village || moved.includes(n.id) || s.placements.includes(n.id)) return false;
  // 6.4.1: leaving one's besieged fortress needs the besieger's permission, a Secret Passage or a raid (roads.ts passageNeeded)
  if (rained(s, n.village) && !has(n, "storm")) return false;
  return unitsAt(s, n.village, n.house).some((u) => u.steps < 2);
}

export const movement: StepRules = {
  prompts(s) {
    const h = active(s);
    return h ? [{ seat: h, kind: "movement", text: mv(s)!.group ? "Move your marching noble step by step, then halt." : "March with a noble, or done." }] : [];
  },
  legal(s, seat) {
    const m = mv(s);
    if (!m || active(s) !== seat) return [];
    const g = m.group;
    if (!g) {
      const out: Action[] = nobleList(s).filter((n) => n.house === seat && canLead(s, n, m.moved)).map((n) => ({ type: "march" as const, noble: n.id }));
      out.push(...opportunityActions(s, seat), { type: "done" });
      return out;
    }
    const out: Action[] = [];
    const here = g.at;
    const left = groupStepsLeft(s, g);
    const mineHere = unitsAt(s, here, seat).filter((u) => !g.units.includes(u.id));
    for (const t of new Set(mineHere.filter((u) => u.steps <= g.taken && u.steps < 2).map((u) => u.type))) out.push({ type: "load", unit: t });
    for (const t of new Set(g.units.map((id) => s.units.find((u) => u.id === id)!.type))) {
      if (g.raided && g.units.length <= 1) continue;
      out.push({ type: "unload", unit: t });
    }
    for (const n of noblesAt(s, here, seat)) if (!g.nobles.includes(n.id) && !m.moved.includes(n.id) && !s.placements.includes(n.id)) out.push({ type: "load", noble: n.id });
    for (const n of captivesHeldAt(s, here, seat)) if (!g.nobles.includes(n.id)) out.push({ type: "load", noble: n.id });
    for (const id of g.nobles) if (id !== g.leader) out.push({ type: "unload", noble: id });
    if (left > 0 && g.units.length > 0) {
      const hasCard = s.houses[seat]!.hand.includes("Secret Passage");
      const leader = noble(s, g.leader);
      const shadow = has(leader, "shadow") && !s.houses[seat]!.usedRound.includes(`shadow:${leader.id}`) && g.units.length + g.nobles.length <= 2;
      // 5.2: only nobles, knights and champions who set out together; never through an enemy fortress
      const raidable = g.units.every((id) => TROOP[s.units.find((u) => u.id === id)!.type].mounted) && !(s.villages[here]!.stronghold && s.villages[here]!.controller !== seat);
      // 4.2.2.1: a march with a Brother of the Night's Watch attacks nobody, except in a sally from his besieged fortress against its besiegers
      const brotherIn = g.nobles.some((id) => s.nobles[id]?.house === seat && s.nobles[id]!.brother);
      // 5.2 "Champions and Knights need to be with the raiding Noble from the beginning of his move"
      const setOut = g.setOut === undefined || g.units.every((id) => g.setOut!.includes(id));
      const denied = g.denied ?? [];
      for (const to of neighbours(here)) {
        const rain = (rained(s, here) || rained(s, to)) && !has(leader, "storm");
        // SF-15: each road has its own guards: the controller (or besieger) on all, an occupant on his own
        const need = stillNeeded(s, seat, g, to);
        if (need.length === 0 && !rain) out.push({ type: "step", to });
        else {
          if (hasCard) out.push({ type: "step", to, secretPassage: "card" });
          if (shadow) out.push({ type: "step", to, secretPassage: "shadow" });
        }
        if (need.length === 0 || rain) continue;
        // a refusal stands for this village: past that house only by a Secret Passage or a raid (FAQ Phase 5)
        if (!need.some((h) => denied.includes(h))) out.push({ type: "askPassage", to });
        const sally = !brotherIn || need.every((h) => brotherMaySally(s, here, seat, h));
        // 2.3.1, 11.1: a storm noble moves and battles in Heavy Rain; a raid is the march's battle
        if (raidable && sally && setOut) out.push({ type: "raid", to });
      }
    }
    // 1.3.1 Master of Ships: once per round, from a coastal village to any other, instead of moving (ships.ts)
    out.push(...shipsActions(s, seat, g));
    // 5.2: a won raid moves on (unless no road is left open to it)
    if (!g.raided || g.units.length === 0 || left === 0 || !out.some((a) => a.type === "step")) out.push({ type: "halt" });
    const guarded = keepWhitecloaksWithRoyal(s, seat, g, out); // 4.2.7
    return s.config.options.nightsWatch ? keepRecruitsWithBrother(s, seat, g, guarded) : guarded;
  },
  apply(s, seat, a, log) {
    const m = mv(s);
    if (!m) return;
    if (a.type === "done") {
      m.turn++;
      m.group = null;
      if (m.turn >= m.order.length) {
        for (let i = 0; i < s.units.length; i++) if (s.units[i]!.road !== null) writableUnit(s, i).road = null; // Phase 5: "They occupy the road until Phase 6"
        phaseOver(s);
      }
      return;
    }
    if (a.type === "march") {
      const n = noble(s, a.noble);
      m.group = { leader: n.id, at: n.village!, nobles: [n.id], units: [], fresh: [], setOut: [], taken: 0, granted: [], denied: [], asking: [], road: null, raided: false, from: null };
      m.moved.push(n.id);
      return;
    }
    const g = m.group!;
    if (a.type === "load") {
      if (a.unit) {
        const u = unitsAt(s, g.at, seat).filter((x) => !g.units.includes(x.id) && x.type === a.unit && x.steps <= g.taken && x.steps < 2).sort((x, y) => x.steps - y.steps)[0]!;
        g.units.push(u.id);
        if (u.steps === 0 && g.taken === 0) g.fresh.push(u.id);
        if (g.taken === 0) g.setOut?.push(u.id);
      } else if (a.noble) {
        g.nobles.push(a.noble);
        if (s.nobles[a.noble]!.captor === null) m.moved.push(a.noble);
      }
      return;
    }
    if (a.type === "unload") {
      if (a.unit) {
        const id = g.units.find((x) => s.units.find((u) => u.id === x)!.type === a.unit)!;
        g.units = g.units.filter((x) => x !== id);
      } else if (a.noble) {
        dropGuardWithRoyal(s, seat, g, a.noble); // 4.2.7: the Whitecloaks stay with their King or Queen
        g.nobles = g.nobles.filter((x) => x !== a.noble);
      }
      return;
    }
    if (a.type === "askPassage") {
      g.road = a.to;
      g.asking = stillNeeded(s, seat, g, a.to);
      s.request = { kind: "passage", from: seat, to: g.asking[0]!, data: { village: g.at, road: a.to } };
      say(log, "passageAsked", `${seat} asks ${g.asking[0]} for passage through ${VILLAGE[g.at]!.name} towards ${VILLAGE[a.to]!.name}.`);
      return;
    }
    if (a.type === "raid") {
      const defender = stillNeeded(s, seat, g, a.to)[0]!;
      g.road = a.to;
      say(log, "raid", `${seat} raids ${g.at}.`);
      startBattle(s, seat, defender, g.at, true, log);
      return;
    }
    if (a.type === "step") {
      if (a.secretPassage === "card") {
        const hand = writableHouse(s, seat).hand;
        hand.splice(hand.indexOf("Secret Passage"), 1);
        own(s, "fortuneDiscard").push("Secret Passage");
      } else if (a.secretPassage === "shadow") writableHouse(s, seat).usedRound.push(`shadow:${g.leader}`);
      stepTo(s, seat, g, a.to, g.at, log);
      return;
    }
    if (a.type === "askShips") return askShips(s, seat, g, log);
    if (a.type === "sail") {
      const ctrl = landingNeeded(s, seat, a.to);
      if (a.secretPassage === "card") {
        // 1.3.1 note: "a Secret Passage may be used to avoid the denial"
        const hand = writableHouse(s, seat).hand;
        hand.splice(hand.indexOf("Secret Passage"), 1);
        own(s, "fortuneDiscard").push("Secret Passage");
      } else if (ctrl) {
        s.request = { kind: "landing", from: seat, to: ctrl, data: { village: a.to } };
        say(log, "landingAsked", `${seat} asks ${ctrl} for permission to land at ${a.to}.`);
        return;
      }
      sail(s, seat, g, a.to, log);
      return;
    }
    if (a.type === "halt") {
      haltGroup(s, g);
      m.group = null;
    }
  },
};

/** Whether a Plague lies on the village's region (a module function: tsx names a closure each time one is made). */
function plagued(s: FiefState, v: VillageId): boolean {
  return s.regions[String(VILLAGE[v]!.region)]!.disasters.includes("Plague");
}

/** Moves the march one step (or one voyage) to `to`; `road` is the road it came along, null by sea. */
function stepTo(s: FiefState, seat: House, g: MoveGroup, to: VillageId, road: VillageId | null, log: Log): void {
  const from = g.at;
  for (const id of g.units) {
    const u = writableUnit(s, s.units.findIndex((x) => x.id === id));
    u.village = to;
    u.steps++;
  }
  for (const id of g.nobles) writableNoble(s, id).village = to;
  g.from = from;
  g.at = to;
  g.taken++;
  g.granted = [];
  g.denied = [];
  g.road = null;
  g.raided = false;
  const entered = [...g.units];
  // units that reached their limit stay behind at the next halt or step
  g.units = g.units.filter((id) => s.units.find((u) => u.id === id)!.steps < stepCap(s, g, id));
  say(log, "step", `${noble(s, g.leader).name} marches from ${VILLAGE[from]!.name} to ${VILLAGE[to]!.name}.`, { from, to });
  refreshControl(s, from);
  refreshControl(s, to);
  captureLoneNobles(s, to); // SF-3
  releaseUnguarded(s);
  // 5, 5.1, FAQ Phase 5: troops arriving where another house's army holds control sit on the road
  // they came along, all of them: those at their step limit and those dropped later included (SF-15)
  const ctrl = s.villages[to]!.controller;
  const held = ctrl !== null && ctrl !== seat && presentHouses(s, to).includes(ctrl);
  for (const id of entered) {
    const u = s.units.find((x) => x.id === id);
    if (u) u.road = held ? road : null;
  }
  // 2.3.3: nobles entering a plagued region roll (not when moving within it or from another
  // plagued region, nor pieces this round's Plague has affected already: plagueMarks.ts)
  if (plagued(s, to) && !plagued(s, from)) {
    const nobles = g.nobles.filter((id) => !noblePlagued(s, id));
    const troops = entered.filter((id) => !unitPlagued(s, id));
    markPlagued(s, nobles, troops);
    for (const id of nobles) {
      const n = s.nobles[id];
      if (!n || has(n, "blessed") || n.captor) continue;
      if (rollD6(s) <= 3) { say(log, "plagueDeath", `${n.name} dies of the plague.`); kill(s, id); g.nobles = g.nobles.filter((x) => x !== id); }
    }
    // "Troops entering a plagued Region lose half of their number" (2.3.3): half of those that
    // entered (those at their step limit included), taken among them, not among troops already there.
    const half = Math.floor(troops.length / 2);
    if (half > 0) own(s, "losses").push({ house: seat, village: to, remaining: half, mode: "units", reason: "the Plague", nobles: false, only: troops });
  }
  if (!s.nobles[g.leader] || s.nobles[g.leader]!.captor) {
    const m = mv(s);
    if (m) m.group = null;
  }
  gameEvent(s, seat, `${seat}'s step to ${VILLAGE[to]!.name}`); // 2.4: "regular Movement (one step)" is a game event
}

export function sail(s: FiefState, seat: House, g: MoveGroup, to: VillageId, log: Log): void {
  spendVoyage(s, g.leader);
  stepTo(s, seat, g, to, null, log); // SF-15: landed troops came along no road and guard none
  g.taken = 3; // the voyage is the whole move
}

/** Answer to a request to land (Master of Ships): granted, the march sails; denied, it may try elsewhere. */
export function answerLanding(s: FiefState, accept: boolean, to: VillageId, log: Log): void {
  const m = mv(s);
  if (accept && m?.group) sail(s, m.order[m.turn]!, m.group, to, log);
}

function haltGroup(s: FiefState, g: MoveGroup): void {
  refreshControl(s, g.at);
  captureLoneNobles(s, g.at);
}

/** Answer to a request for passage (5): each house's answer holds for the rest of the march's stay in the village. */
export function answerPassage(s: FiefState, accept: boolean): void {
  const m = mv(s);
  const g = m?.group;
  if (!g) return;
  const asked = g.asking.shift();
  if (!asked) return;
  if (!accept) {
    (g.denied ??= []).push(asked);
    g.asking = [];
  } else {
    (g.granted ??= []).push(asked);
    if (g.asking.length) s.request = { kind: "passage", from: m.order[m.turn]!, to: g.asking[0]!, data: { village: g.at, road: g.road ?? "" } };
  }
}
