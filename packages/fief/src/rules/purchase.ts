/**
 * Phase 4: ransoms (4.1), the Small Council bid (4.2.1), then purchases in turn order: troops with
 * the four-per-village limit (4.2), buildings (4.3) and fief titles (4.4).
 */
import { writableVillage, writableHouse, writableGold } from "../draft.ts";
import { FIEF, FIEFS, VILLAGE } from "../data/board.ts";
import type { House } from "../data/nobles.ts";
import { BANK, COSTS, PER_PLAYER, TROOP, type TroopType } from "../data/rules.ts";
import { addUnit, release } from "../lifecycle.ts";
import { controlledVillages, fiefGoverned, fiefTitle, has, noble, present, titleHolder, titlesOf, nobleList, troopsOnBoard, villageEntries } from "../query.ts";
import type { Action } from "../schema.ts";
import type { FiefState, MasterTitle } from "../state.ts";
import { freeSlot, grantTitle } from "../titles.ts";
import { MASTERS, joinCouncil } from "./cards/court.ts";
import { opportunityActions } from "./cards/play.ts";
import { bidTie, tieActions, tiePrompt } from "./bidTies.ts";
import { say, type Log, type StepRules } from "./types.ts";
import { gameEvent, phaseOver } from "./signals.ts";

/** 4.1: 2 Gold Dragons plus 2 per title held (Mother of Dragons included). */
export function ransomOf(s: FiefState, id: string): number {
  return 2 + 2 * titlesOf(s, id).length;
}

export function beginPurchase(s: FiefState, log: Log): void {
  const queue = s.turnOrder.flatMap((h) => nobleList(s).filter((n) => n.house === h && n.captor !== null).map((n) => n.id));
  s.step = { kind: "ransom", queue };
  afterRansom(s, log);
}

/** Skips the ransom step once every captive was dealt with; then the bid. */
function afterRansom(s: FiefState, log: Log): void {
  if (s.step.kind !== "ransom") return;
  s.step.queue = s.step.queue.filter((id) => s.nobles[id]?.captor);
  if (s.step.queue.length) return;
  const bribeFree = s.councilSource && !Object.values(s.councilSource).includes("bid") && MASTERS.some((m) => !s.titles[m]);
  if (bribeFree && councilCandidates(s).length) {
    s.step = { kind: "councilBid", bids: [] };
    return;
  }
  startBuying(s, log);
}

function startBuying(s: FiefState, _log: Log): void {
  s.step = s.config.options.nightsWatch ? { kind: "wallBid", bids: [], pickTurn: 0 } : { kind: "purchase", turn: 0, placed: {} };
}

function councilCandidates(s: FiefState): string[] {
  return nobleList(s)
    .filter((n) => n.village && titlesOf(s, n.id).some((t) => t.startsWith("warden:")) && !titlesOf(s, n.id).some((t) => t === "hand" || t.startsWith("master:") || t === "king" || t === "queen" || t === "lordCommander"))
    .map((n) => n.id);
}

export const ransom: StepRules = {
  prompts(s) {
    if (s.step.kind !== "ransom" || !s.step.queue[0]) return [];
    const n = noble(s, s.step.queue[0]);
    return [{ seat: n.house, kind: "ransom", text: `Pay the ransom of ${n.name} (${ransomOf(s, n.id)} Gold Dragons) or offer less.` }];
  },
  legal(s, seat) {
    if (s.step.kind !== "ransom" || !s.step.queue[0]) return [];
    const n = noble(s, s.step.queue[0]);
    if (n.house !== seat) return [];
    const full = ransomOf(s, n.id);
    const gold = s.houses[seat]!.gold;
    const out: Action[] = [];
    for (let a = 0; a <= Math.min(full, gold); a++) out.push({ type: "ransom", noble: n.id, amount: a });
    return out;
  },
  apply(s, seat, a, log) {
    if (a.type !== "ransom" || s.step.kind !== "ransom") return;
    const n = noble(s, a.noble);
    const full = ransomOf(s, n.id);
    if (a.amount >= full) {
      payRansom(s, seat, n.id, full, log);
    } else if (a.amount === 0) {
      // 4.1: paying is mandatory when the house can afford the full ransom
      if (s.houses[seat]!.gold >= full) payRansom(s, seat, n.id, full, log);
      else s.step.queue.shift();
    } else {
      s.request = { kind: "ransom", from: seat, to: n.captor!, data: { noble: n.id, amount: a.amount } };
      say(log, "ransomOffer", `${seat} offers ${a.amount} Gold Dragons for ${n.name}.`);
      return;
    }
    afterRansom(s, log);
  },
};

export function payRansom(s: FiefState, from: House, id: string, amount: number, log: Log): void {
  const n = noble(s, id);
  const captor = n.captor!;
  writableGold(s, from).gold -= amount;
  writableGold(s, captor).gold += amount;
  release(s, id);
  say(log, "ransomPaid", `${from} pays ${amount} Gold Dragons to ${captor}; ${n.name} is free.`);
  if (s.step.kind === "ransom") s.step.queue = s.step.queue.filter((x) => x !== id);
}

/** Answer to a lower ransom offer: refused, the full ransom is due if the house can pay it (4.1). */
export function answerRansom(s: FiefState, accept: boolean, data: { noble: string; amount: number }, log: Log): void {
  const n = noble(s, data.noble);
  const full = ransomOf(s, n.id);
  if (accept) payRansom(s, n.house, n.id, data.amount, log);
  else if (s.houses[n.house]!.gold >= full) payRansom(s, n.house, n.id, full, log);
  else if (s.step.kind === "ransom") s.step.queue = s.step.queue.filter((x) => x !== n.id);
  afterRansom(s, log);
}

export const councilBid: StepRules = {
  prompts(s) {
    if (s.step.kind !== "councilBid") return [];
    const st = s.step;
    if (st.tie) return tiePrompt(st.tie, "Small Council bid");
    return s.turnOrder.filter((h) => !st.bids.some((b) => b.house === h)).map((h) => ({ seat: h, kind: "bid", text: "Bid secretly for the Small Council seat." }));
  },
  legal(s, seat) {
    if (s.step.kind === "councilBid" && s.step.tie) return tieActions(s.step.tie, seat);
    if (s.step.kind !== "councilBid" || s.step.bids.some((b) => b.house === seat)) return [];
    const out: Action[] = [];
    for (let a = 0; a <= s.houses[seat]!.gold; a++) out.push({ type: "bid", amount: a });
    return out;
  },
  apply(s, seat, a, log) {
    if (a.type === "breakBidTie" && s.step.kind === "councilBid" && s.step.tie) {
      say(log, "breakTie", `The Protector of the Realm gives the tied Small Council bid to ${a.house}.`);
      s.step = { kind: "councilAward", house: a.house as House, amount: s.step.tie.amount };
      return;
    }
    if (a.type !== "bid" || s.step.kind !== "councilBid") return;
    s.step.bids.push({ house: seat, amount: a.amount });
    say(log, "bid", `${seat} places a secret bid.`);
    if (s.step.bids.length < s.turnOrder.length) return;
    const bids = s.step.bids;
    say(log, "bidReveal", `Bids revealed: ${bids.map((b) => `${b.house} ${b.amount}`).join(", ")}.`, { bids });
    const best = Math.max(...bids.map((b) => b.amount));
    const top = bids.filter((b) => b.amount === best);
    // 4.2.1 and 1.5: a tie goes to the bidder the Protector of the Realm names (bidTies.ts); without him, to nobody
    const tie = best >= 5 ? bidTie(s, bids) : null;
    if (tie) {
      s.step.tie = tie;
      return;
    }
    if (best >= 5 && top.length === 1) {
      s.step = { kind: "councilAward", house: top[0]!.house, amount: best };
      return;
    }
    startBuying(s, log);
  },
};

export const councilAward: StepRules = {
  prompts(s) {
    return s.step.kind === "councilAward" ? [{ seat: s.step.house, kind: "councilAward", text: "Give the bribed Small Council seat to a Warden." }] : [];
  },
  legal(s, seat) {
    if (s.step.kind !== "councilAward" || s.step.house !== seat) return [];
    const free = MASTERS.filter((m) => !s.titles[m]);
    const out: Action[] = councilCandidates(s).flatMap((target) => free.map((office) => ({ type: "play" as const, card: "Bribed Appointment", target, office })));
    // an effect of a 2.4 window may have filled the seats or removed the Wardens since the bid: the bribe lapses unpaid
    return out.length ? out : [{ type: "done" }];
  },
  apply(s, seat, a, log) {
    if (a.type === "done" && s.step.kind === "councilAward") return startBuying(s, log);
    if (a.type !== "play" || s.step.kind !== "councilAward") return;
    // 4.2.1 and 11.1: pays 2 less if the new member is ambitious
    const price = Math.max(0, s.step.amount - (has(noble(s, a.target!), "ambitious") ? 2 : 0));
    writableGold(s, seat).gold -= price;
    s.bankNet -= price;
    joinCouncil(s, a.target!, a.office as MasterTitle, "bid", log);
    startBuying(s, log);
  },
};

function active(s: FiefState): House | null {
  return s.step.kind === "purchase" ? (s.turnOrder[s.step.turn] ?? null) : null;
}

const TROOP_TYPES: readonly TroopType[] = ["menAtArms", "unsullied", "archer", "knight", "champion", "whitecloakKnight", "whitecloakManAtArms"];

/** Counters a house has on the board of one troop type. */
function onBoard(s: FiefState, h: House, t: TroopType): number {
  return troopsOnBoard(s, h)[t] ?? 0;
}

export function poolOf(s: FiefState, h: House, t: TroopType): number {
  switch (t) {
    case "menAtArms": return h === "targaryen" ? 0 : PER_PLAYER.menAtArms;
    case "unsullied": return h === "targaryen" ? PER_PLAYER.targaryenStart.unsullied + PER_PLAYER.targaryenStart.unsulliedReserve : 0;
    case "knight": return PER_PLAYER.knights;
    case "archer": return s.config.options.tactics ? PER_PLAYER.archers : 0;
    case "champion": return s.config.options.tactics ? PER_PLAYER.champions : 0;
    case "whitecloakKnight": return s.config.options.tactics ? (royal(s, h, "king") ? 2 : 0) + (royal(s, h, "queen") ? 1 : 0) : 0;
    case "whitecloakManAtArms": return s.config.options.tactics ? (royal(s, h, "king") ? 2 : 0) + (royal(s, h, "queen") ? 2 : 0) : 0;
    case "recruit": return 0;
  }
}

/** Whether the house's noble holds the royal title (a module function: a closure made per call costs on every purchase list). */
function royal(s: FiefState, h: House, title: "king" | "queen"): boolean {
  return titleHolder(s, title)?.house === h;
}

/** 4.2: where new troops may go: own strongholds or villages with a free noble (sorted, once per list: every troop type asks). */
function troopBase(s: FiefState, h: House): string[] {
  return [...new Set([
    ...controlledVillages(s, h).filter((v) => s.villages[v]!.stronghold),
    ...nobleList(s).filter((n) => n.house === h && n.village && n.captor === null && !s.placements.includes(n.id)).map((n) => n.village!),
  ])].sort();
}

/** Where troops of one type may go now: `base` (troopBase) with room left, never into a besieged fortress. */
function troopVillages(s: FiefState, h: House, t: TroopType, placed: Record<string, number>, base: readonly string[]): string[] {
  let vs = base;
  if (t.startsWith("whitecloak")) {
    const royals = [titleHolder(s, "king"), titleHolder(s, "queen")].filter((n) => n && n.house === h && n.village && n.captor === null);
    vs = royals.map((n) => n!.village!).sort(); // 4.2.7: Whitecloaks always follow their King or Queen
  }
  return vs.filter((v) => (placed[v] ?? 0) < 4 && !(s.villages[v]!.siege && s.villages[v]!.controller === h));
}

function fiefBuyers(s: FiefState, h: House, free: boolean): Action[] {
  const out: Action[] = [];
  for (const f of FIEFS) {
    if (fiefGoverned(s, f)) continue;
    const vs = FIEF[f]!.villages;
    const byHouse = s.villages[vs[0]!]!.controller;
    if (!byHouse || !vs.every((v) => s.villages[v]!.controller === byHouse) || !vs.some((v) => s.villages[v]!.stronghold)) continue;
    if (!free && byHouse !== h) continue;
    for (const n of nobleList(s)) {
      if (n.house !== byHouse || !n.village || n.brother || !freeSlot(s, n.id, fiefTitle(f))) continue;
      const cost = Math.max(0, FIEF[f]!.titleCost - (has(n, "ambitious") ? 2 : 0));
      if (!free && s.houses[h]!.gold < cost) continue;
      // 4.4.1: the buyer chooses which Stronghold becomes the Fortified City (never a second one)
      const forts = vs.filter((v) => s.villages[v]!.stronghold);
      const already = forts.filter((v) => s.villages[v]!.fortified);
      for (const village of already.length ? already : forts) out.push({ type: "buy", item: free ? "freeTitle" : "fiefTitle", fief: f, noble: n.id, village });
    }
  }
  return out;
}

export const purchase: StepRules = {
  prompts(s) {
    const h = active(s);
    return h ? [{ seat: h, kind: "purchase", text: "Buy troops, buildings and titles, then done." }] : [];
  },
  legal(s, seat) {
    if (active(s) !== seat || s.step.kind !== "purchase") return [];
    const placed = s.step.placed;
    const gold = s.houses[seat]!.gold;
    const out: Action[] = [];
    let base: string[] | null = null;
    for (const t of TROOP_TYPES) {
      if (gold < TROOP[t].cost || onBoard(s, seat, t) >= poolOf(s, seat, t)) continue;
      for (const v of troopVillages(s, seat, t, placed, (base ??= troopBase(s, seat)))) out.push({ type: "buy", item: t, village: v });
    }
    const mine = controlledVillages(s, seat).filter((v) => !(s.villages[v]!.siege));
    // the buildings on the board, counted once (the bank's limits)
    let strongholds = 0, septs = 0, maesters = 0, mills = 0;
    for (const [, x] of villageEntries(s)) {
      if (x.stronghold) strongholds++;
      if (x.sept) septs++;
      if (x.maester) maesters++;
      mills += x.mills;
    }
    for (const v of mine) {
      const vs = s.villages[v]!;
      if (!present(s, v, seat)) continue; // buildings go on villages the house occupies
      if (!vs.stronghold && gold >= COSTS.stronghold && strongholds < BANK.strongholds) out.push({ type: "buy", item: "stronghold", village: v });
      if (vs.mills < (s.config.options.oneMillPerVillage ? 1 : 2) && gold >= COSTS.mill && mills < BANK.mills) out.push({ type: "buy", item: "mill", village: v });
      if (!vs.sept && !s.septsForbidden && gold >= COSTS.sept && septs < BANK.septs) out.push({ type: "buy", item: "sept", village: v });
      if (vs.stronghold && !vs.maester && gold >= COSTS.maester && maesters < BANK.maesters) out.push({ type: "buy", item: "maester", village: v });
    }
    // 4.2.5 (NWE): a free brother without a recruit takes one for free
    const brother = nobleList(s).find((n) => n.house === seat && n.brother && n.village && n.captor === null);
    if (brother && !s.units.some((u) => u.house === seat && u.type === "recruit") && (placed[brother.village!] ?? 0) < 4) out.push({ type: "buy", item: "recruit", village: brother.village! });
    out.push(...fiefBuyers(s, seat, false));
    // 1.5 and 4.4.1: the Protector of the Realm (and the King) may give an unclaimed fief title for free
    const giver = titleHolder(s, "protector")?.house === seat || titleHolder(s, "king")?.house === seat;
    if (giver && !s.houses[seat]!.usedRound.includes("freeTitle")) out.push(...fiefBuyers(s, seat, true));
    out.push(...opportunityActions(s, seat));
    out.push({ type: "done" });
    return out;
  },
  apply(s, seat, a, log) {
    if (s.step.kind !== "purchase") return;
    if (a.type === "buy") {
      const v = a.village!;
      switch (a.item) {
        case "stronghold": pay(s, seat, COSTS.stronghold); writableVillage(s, v).stronghold = true; break;
        case "mill": pay(s, seat, COSTS.mill); writableVillage(s, v).mills++; break;
        case "sept": pay(s, seat, COSTS.sept); writableVillage(s, v).sept = true; break;
        case "maester": pay(s, seat, COSTS.maester); writableVillage(s, v).maester = true; break;
        case "fiefTitle":
        case "freeTitle": {
          const f = a.fief!;
          const n = noble(s, a.noble!);
          if (a.item === "fiefTitle") pay(s, seat, Math.max(0, FIEF[f]!.titleCost - (has(n, "ambitious") ? 2 : 0)));
          else writableHouse(s, seat).usedRound.push("freeTitle");
          grantTitle(s, fiefTitle(f), n.id);
          writableVillage(s, v).fortified = true; // 4.4.1: the chosen Stronghold becomes the Fortified City
          say(log, "fiefTitle", `${n.name} becomes ${FIEF[f]!.title}.`);
          return;
        }
        default: {
          const t = a.item as TroopType;
          pay(s, seat, TROOP[t].cost);
          addUnit(s, seat, t, v);
          s.step.placed[v] = (s.step.placed[v] ?? 0) + 1;
        }
      }
      say(log, "buy", `${seat} buys a ${a.item} at ${VILLAGE[v]!.name}.`, { house: seat, item: a.item, village: v });
      return;
    }
    if (a.type === "done") {
      s.step.turn++;
      s.step.placed = {};
      if (s.step.turn >= s.turnOrder.length) phaseOver(s);
      gameEvent(s, seat, `${seat}'s purchases`); // 2.4: "any Purchases" is a game event
    }
  },
};

/** A purchase paid to the bank (a module function: tsx names a closure each time one is made). */
function pay(s: FiefState, seat: House, n: number): void {
  writableGold(s, seat).gold -= n;
  s.bankNet -= n;
}

export { afterRansom };
