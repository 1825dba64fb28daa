/**
 * House abilities (setup list) and Small Council privileges (1.3.1) a house may use on its own
 * turn: Arryn executes a captive, Greyjoy's theft, Lannister's look and exchange, Tyrell removes a
 * Famine, the Master of Whisperers looks at a hand, the Master of Laws annuls a marriage.
 */
import { writableNoble, writableVillage, own, writableHouse, writableGold } from "../draft.ts";
import type { House } from "../data/nobles.ts";
import type { Card } from "../data/rules.ts";
import { kill, release } from "../lifecycle.ts";
import { captiveList, has, houses, noble, present, presentHousesIn, sieges, titleHolder, titlesOf, nobleList, villageEntries } from "../query.ts";
import { declareOutlaw } from "../titles.ts";
import type { Action } from "../schema.ts";
import type { FiefState, Noble } from "../state.ts";
import { say, type Log, type StepRules } from "./types.ts";
import { applyDesignation, designationActions } from "./ships.ts";
import { fellowCaptives } from "./cards/escape.ts";
import { liftDisaster } from "./regionCards.ts";
import { REGIONS, type RegionId } from "../data/board.ts";

const others = (s: FiefState, seat: House) => houses(s).filter((h) => h !== seat);

/**
 * The abilities and privileges a house may use now. This runs for every house after every game
 * event: the common case is a few cheap tests, and each rarer ability is listed by its own function
 * behind its test (so a rule met late in a game does not throw away the optimized code of the
 * whole list, and each piece compiles on its own).
 */
export function abilityActions(s: FiefState, seat: House): Action[] {
  const hs = s.houses[seat]!;
  const out: Action[] = [];
  // one list of the nobles for every rule below
  const nobles = nobleList(s);
  const captives = captiveList(s);
  // Arryn: once per round kill a noble held captive by one of his nobles (no murder token)
  if (seat === "arryn" && !hs.usedRound.includes("arryn")) arrynExecutions(captives, nobles, out);
  // 4.1 / 6.2.3: a captor may set a captive free at any time
  for (const n of captives) if (n.captor === seat) out.push({ type: "ability", name: "free", target: n.id });
  for (const n of captives) if ((n.captor === seat && n.spouse && n.village) || n.house === seat) captiveAbilities(s, seat, n, nobles, out);
  // 2.4.6.2: a Warden may refuse a tax the Hand or a Council member laid on his region, and becomes an outlaw
  // (only where such a tax lies: most of the time none does, and the titles are not looked up)
  if (s.taxes.length > 0 && s.taxes.some((m) => m.kind === "warden" && m.house !== seat && !m.title.startsWith("warden:"))) taxRefusals(s, seat, nobles, out);
  // 5.1: in the Movement phase a controller may hand his village to another house present there
  if (s.step.kind === "movement") controlGifts(s, seat, out);
  // 6.4: a besieger may end his siege at any time
  const besieged = sieges(s);
  for (let i = 0; i < besieged.length; i++) if (besieged[i]!.besieger === seat) out.push({ type: "ability", name: "liftSiege", target: besieged[i]!.village });
  if (seat === "greyjoy" || seat === "lannister" || seat === "tyrell") houseAbilities(s, seat, out);
  // 1.3.1 Master of Ships: once per round, in the Movement Phase, designate another house's noble for a voyage
  if (s.step.kind === "movement") out.push(...designationActions(s, seat));
  if (s.titles["master:whisperers"] || s.titles["master:laws"]) councilPrivileges(s, seat, nobles, out);
  return out;
}

function arrynExecutions(captives: readonly Noble[], nobles: readonly Noble[], out: Action[]): void {
  for (const n of captives) {
    if (n.captor === "arryn" && n.village && nobles.some((m) => m.house === "arryn" && m.captor === null && m.village === n.village)) {
      out.push({ type: "ability", name: "arryn", target: n.id });
    }
  }
}

/** What a captive's captor or owner may do about him (called for a captive held by `seat` with a spouse, or one of `seat`'s nobles held captive). */
function captiveAbilities(s: FiefState, seat: House, n: Noble, nobles: readonly Noble[], out: Action[]): void {
  // 11.1 The Heart Breaker: may break the marriage of a spouse his house holds captive where he stands
  if (n.captor === seat && n.spouse && n.village && nobles.some((m) => m.house === seat && m.captor === null && m.village === n.village && has(m, "heart breaker"))) {
    out.push({ type: "ability", name: "heartbreak", target: n.id });
  }
  // 2.4.8 The Shadow: once per round a Secret Passage effect on himself without the card: a captive escapes
  if (n.house === seat && n.captor && has(n, "shadow") && !s.houses[seat]!.usedRound.includes(`shadow:${n.id}`)) {
    out.push({ type: "ability", name: "shadowEscape", noble: n.id });
    // "he may be accompanied by only one other unit (one Troop or one Noble)": one captive at his side (2.4.8.3)
    for (const o of fellowCaptives(s, n.id)) out.push({ type: "ability", name: "shadowEscape", noble: n.id, target: o });
  }
}

function taxRefusals(s: FiefState, seat: House, nobles: readonly Noble[], out: Action[]): void {
  for (const n of nobles) {
    if (n.house !== seat || !n.village) continue;
    for (const t of titlesOf(s, n.id)) {
      if (!t.startsWith("warden:")) continue;
      const r = Number(t.slice(7));
      if (s.taxes.some((m) => m.kind === "warden" && m.region === r && m.house !== seat && !m.title.startsWith("warden:"))) out.push({ type: "ability", name: "refuseTax", noble: n.id, region: r });
    }
  }
}

function controlGifts(s: FiefState, seat: House, out: Action[]): void {
  const mine: string[] = [];
  for (const [v, vs] of villageEntries(s)) if (vs.controller === seat) mine.push(v);
  if (mine.length === 0) return;
  // one scan of the pieces for all his villages
  const here = presentHousesIn(s, mine);
  for (const v of mine) for (const h of here.get(v)!) if (h !== seat) out.push({ type: "ability", name: "giveControl", target: v, give: h });
}

function houseAbilities(s: FiefState, seat: House, out: Action[]): void {
  const hs = s.houses[seat]!;
  // Greyjoy: once per game, steal one hand of a victim's gold
  if (seat === "greyjoy" && !hs.usedOnce.includes("greyjoy")) {
    for (const h of others(s, seat)) if (s.houses[h]!.gold > 0) out.push({ type: "ability", name: "greyjoy", target: h });
  }
  // Lannister: once per round look at a hand; right after, once per game exchange a card
  if (seat === "lannister" && !hs.usedRound.includes("lannister")) {
    for (const h of others(s, seat)) if (s.houses[h]!.hand.length) out.push({ type: "ability", name: "lannister", target: h });
  }
  if (s.peek && s.peek.by === seat && seat === "lannister" && !hs.usedOnce.includes("lannister-exchange")) {
    const target = s.peek.target;
    for (const c of new Set(s.houses[target]!.hand)) for (const g of new Set(hs.hand)) out.push({ type: "ability", name: "exchange", target, card: c, give: g });
  }
  // Tyrell: once per round remove a Famine from any region
  if (seat === "tyrell" && !hs.usedRound.includes("tyrell")) {
    for (const r of REGIONS) if (s.regions[r]?.disasters.includes("Famine")) out.push({ type: "ability", name: "tyrell", region: r });
  }
}

function councilPrivileges(s: FiefState, seat: House, nobles: readonly Noble[], out: Action[]): void {
  const hs = s.houses[seat]!;
  // Master of Whisperers: once per round look at a hand (Lannister may look at two)
  const whisperer = titleHolder(s, "master:whisperers");
  const looks = hs.usedRound.filter((u) => u.startsWith("whisperers")).length;
  if (whisperer?.house === seat && looks < (seat === "lannister" ? 2 : 1)) {
    for (const h of others(s, seat)) if (!hs.usedRound.includes(`whisperers:${h}`)) out.push({ type: "ability", name: "whisperers", target: h });
  }
  // A spouse asks the Master of Laws to annul the marriage (1.3.1); not a royal marriage once an Heir was played
  const laws = titleHolder(s, "master:laws");
  if (laws && s.step.kind === "announce") {
    for (const n of nobles) {
      if (n.house !== seat || !n.spouse || !n.village) continue;
      const royal = s.titles.king === n.id || s.titles.queen === n.id;
      if (royal && s.heirPlayed) continue;
      out.push({ type: "ability", name: "annul", noble: n.id });
    }
  }
}

function look(s: FiefState, seat: House, target: House, log: Log): void {
  say(log, "look", `${seat} looks at ${target}'s hand.`);
  say(log, "hand", `${target}'s hand: ${s.houses[target]!.hand.join(", ") || "empty"}.`, { hand: [...s.houses[target]!.hand] }, [seat]);
}

export function applyAbility(s: FiefState, seat: House, a: Extract<Action, { type: "ability" }>, log: Log): void {
  const hs = writableHouse(s, seat);
  switch (a.name) {
    case "arryn":
      hs.usedRound.push("arryn");
      say(log, "execute", `Arryn kills the captive ${a.target}.`);
      kill(s, a.target!);
      return;
    case "greyjoy":
      hs.usedOnce.push("greyjoy");
      s.request = { kind: "greyjoy-split", from: seat, to: a.target as House, data: {} };
      say(log, "theft", `Greyjoy tries to steal from ${a.target}: the victim hides his gold in two hands.`);
      return;
    case "lannister":
      hs.usedRound.push("lannister");
      look(s, seat, a.target as House, log);
      s.peek = { by: seat, target: a.target as House };
      return;
    case "exchange": {
      hs.usedOnce.push("lannister-exchange");
      const theirs = writableHouse(s, a.target!).hand;
      theirs.splice(theirs.indexOf(a.card as Card), 1, a.give as Card);
      hs.hand.splice(hs.hand.indexOf(a.give as Card), 1, a.card as Card);
      say(log, "exchange", `Lannister exchanges a card with ${a.target}.`);
      return;
    }
    case "tyrell": {
      hs.usedRound.push("tyrell");
      liftDisaster(s, a.region as RegionId, "Famine"); // the card (or copy) is removed: to the discard pile
      say(log, "tyrell", `Tyrell ends the Famine in region ${a.region}.`);
      return;
    }
    case "ships":
      applyDesignation(s, a.noble!, log);
      return;
    case "whisperers":
      hs.usedRound.push(`whisperers:${a.target}`);
      look(s, seat, a.target as House, log);
      return;
    case "sacrifice":
      hs.usedRound = hs.usedRound.filter((u) => u !== "sacrifice");
      say(log, "sacrifice", `${a.target} is burnt at the pyre for R'hllor.`);
      kill(s, a.target!);
      return;
    case "giveControl": {
      const vs = writableVillage(s, a.target!);
      vs.controller = a.give as House;
      if (vs.siege?.besieger === a.give) vs.siege = null;
      say(log, "giveControl", `${seat} gives control of ${a.target} to ${a.give}.`);
      return;
    }
    case "liftSiege":
      writableVillage(s, a.target!).siege = null;
      say(log, "liftSiege", `${seat} lifts the siege of ${a.target}.`);
      return;
    case "heartbreak":
      annul(s, a.target!, log);
      return;
    case "shadowEscape":
      hs.usedRound.push(`shadow:${a.noble}`);
      release(s, a.noble!);
      say(log, "escape", `${a.noble} slips away through a secret passage.`);
      if (a.target) {
        release(s, a.target);
        say(log, "escape", `${a.target} slips away with him.`);
      }
      return;
    case "refuseTax":
      s.taxes = s.taxes.filter((m) => !(m.kind === "warden" && m.region === a.region && m.house !== seat && !m.title.startsWith("warden:")));
      declareOutlaw(s, a.noble!);
      say(log, "refuseTax", `${a.noble} refuses the tax on his region and becomes an outlaw.`);
      return;
    case "free":
      release(s, a.target!);
      say(log, "freed", `${seat} sets ${a.target} free.`);
      return;
    case "oathbreak":
      breakOath(s, noble(s, a.noble!), log);
      return;
    case "annul": {
      const laws = titleHolder(s, "master:laws")!;
      if (laws.house === seat) return annul(s, a.noble!, log);
      s.request = { kind: "annul", from: seat, to: laws.house, data: { noble: a.noble } };
      return;
    }
  }
}

/** 1.2.1: a brother breaks his oath: the title goes back, he is an outlaw, his recruits desert. */
function breakOath(s: FiefState, n: Noble, log: Log): void {
  if (s.titles.lordCommander === n.id) delete own(s, "titles").lordCommander;
  // a Lord Commander leaving the Wall comes back to Westeros as a newly played noble (Kingsroad's reading: 1.2.2 does not say where)
  if (n.village === null && n.captor === null && !s.placements.includes(n.id)) own(s, "placements").push(n.id);
  const oathbreaker = writableNoble(s, n.id);
  oathbreaker.brother = false;
  oathbreaker.outlaw = true;
  s.units = s.units.filter((u) => !(u.house === n.house && u.type === "recruit"));
  say(log, "oathbreaker", `${n.name} breaks his oath and is an outlaw.`);
}

export function annul(s: FiefState, id: string, log: Log): void {
  const n = writableNoble(s, id);
  const sp = n.spouse && s.nobles[n.spouse] ? writableNoble(s, n.spouse) : undefined;
  n.spouse = null;
  if (sp) sp.spouse = null;
  say(log, "annul", `The Master of Laws declares the marriage of ${id} void.`);
}

/** The Greyjoy theft: the victim splits his gold (secret), Greyjoy picks a hand. */
export const theft: StepRules = {
  prompts(s) {
    const r = s.request;
    if (!r || (r.kind !== "greyjoy-split" && r.kind !== "greyjoy-pick")) return [];
    return [{ seat: r.kind === "greyjoy-split" ? r.to : "greyjoy", kind: r.kind, text: r.kind === "greyjoy-split" ? "Hide your gold in two hands." : "Pick a hand." }];
  },
  legal(s, seat) {
    const r = s.request;
    if (r?.kind === "greyjoy-split" && r.to === seat) {
      return Array.from({ length: s.houses[seat]!.gold + 1 }, (_, left) => ({ type: "split" as const, left }));
    }
    if (r?.kind === "greyjoy-pick" && seat === "greyjoy") return [{ type: "pickHand", hand: "left" }, { type: "pickHand", hand: "right" }];
    return [];
  },
  apply(s, seat, a, log) {
    const r = s.request!;
    if (a.type === "split") {
      s.request = { kind: "greyjoy-pick", from: seat, to: "greyjoy", data: { left: a.left } };
      say(log, "split", `${seat} holds out two closed hands.`);
      return;
    }
    if (a.type === "pickHand") {
      const victim = r.from;
      const left = Number(r.data.left);
      const total = s.houses[victim]!.gold;
      const took = a.hand === "left" ? left : total - left;
      writableGold(s, victim).gold -= took;
      writableGold(s, "greyjoy").gold += took;
      s.request = null;
      say(log, "stolen", `Greyjoy picks the ${a.hand} hand and takes ${took} Gold Dragons from ${victim}.`);
    }
  },
};

export { present };
