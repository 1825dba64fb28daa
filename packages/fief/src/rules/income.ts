/**
 * Phase 3, income, collected at once: villages, mills, septs, harvest and weather bonuses,
 * tallage and warden taxes with their priority (2.4.6), the Queen, noble attributes, Tully.
 */
import { writableGold } from "../draft.ts";
import { FIEF, REGION, VILLAGE, type RegionId } from "../data/board.ts";
import type { House } from "../data/nobles.ts";
import { has, houses, noble, titleHolder, titlesOf, nobleList, villageEntries } from "../query.ts";
import type { FiefState } from "../state.ts";
import { regionTaxCollector } from "./cards/fortune.ts";
import { say, type Log } from "./types.ts";

export function incomeOf(s: FiefState): Record<House, number> {
  const inc = Object.fromEntries(houses(s).map((h) => [h, 0])) as Record<House, number>;
  const add = (h: House, n: number) => { inc[h] = (inc[h] ?? 0) + n; };
  for (const [v, vs] of villageEntries(s)) {
    if (!vs.controller || vs.siege) continue; // 6.4.1: nothing from a besieged village
    const h = vs.controller;
    const r = VILLAGE[v]!.region;
    const rc = s.regions[String(r)]!;
    const bonus = rc.bounty.length; // each distinct bonus card once (2.4.4 note)
    add(h, 1);
    if (vs.mills > 0 && !rc.disasters.includes("Famine")) {
      const collector = regionTaxCollector(s, r) ?? h;
      // Master of Coin: other houses' taxes have no effect on the villages of the fief where he is (1.3.1).
      const coin = titleHolder(s, "master:coin");
      const shielded = coin && coin.village && VILLAGE[coin.village]!.fief === VILLAGE[v]!.fief && coin.house !== collector;
      add(shielded ? h : collector, vs.mills * (2 + bonus));
    }
    if (vs.sept) add(h, 2 + bonus); // septs are untaxed and immune to famine and rain (4.3.3)
  }
  for (const t of s.taxes) {
    if (t.kind === "tallage" && t.fief) {
      const coin = titleHolder(s, "master:coin");
      const shielded = coin && coin.village && VILLAGE[coin.village]!.fief === t.fief && coin.house !== t.house;
      if (!shielded) add(t.house, 2 * FIEF[t.fief]!.villages.length);
    }
  }
  const queen = titleHolder(s, "queen");
  if (queen) add(queen.house, 2);
  for (const n of nobleList(s)) {
    if (!n.village) continue;
    if (has(n, "rich")) add(n.house, 1);
    if (has(n, "tyrant") && n.captor === null) add(n.house, 2);
    if (has(n, "extravagant")) {
      const vp = titlesOf(s, n.id).filter((t) => t.startsWith("fief:") || t === "king" || t === "hand" || t === "lordCommander").length;
      add(n.house, -2 * vp);
    }
  }
  if (houses(s).includes("tully")) add("tully", 2);
  return inc;
}

export function collectIncome(s: FiefState, log: Log): void {
  const inc = incomeOf(s);
  for (const h of houses(s)) {
    // an extravagant noble cannot take gold the house does not have
    const n = Math.max(-s.houses[h]!.gold, inc[h] ?? 0);
    writableGold(s, h).gold += n;
    s.bankNet += n;
    say(log, "income", `${h} collects ${n} Gold Dragons.`, { house: h, gold: n });
  }
  void REGION; void noble; void (0 as unknown as RegionId);
}
