/**
 * Bounty cards played on the map: Bountiful Harvest (2.4.4), Good Weather (2.4.5), Taxes (2.4.6).
 */
import { FIEF, REGION, type RegionId } from "../../data/board.ts";
import { own } from "../../draft.ts";
import type { House } from "../../data/nobles.ts";
import { PER_PLAYER } from "../../data/rules.ts";
import { fiefGoverned, fiefTitle, has, regionGoverned, regionNobles, titleHolder, titlesOf, nobleList, wardenTitle } from "../../query.ts";
import type { Action } from "../../schema.ts";
import type { FiefState, TaxMarker, TitleId } from "../../state.ts";
import { say, type Log } from "../types.ts";
import { liftDisaster, placeBonus } from "../regionCards.ts";

const REGIONS: RegionId[] = [1, 2, 3, 4, 5];

/** SF-4: an unlucky noble in the region forbids the income bonus, never the cancelling. */
export function bonusActions(s: FiefState, card: "Bountiful Harvest" | "Good Weather"): Action[] {
  const cancels = card === "Bountiful Harvest" ? "Famine" : "Heavy Rain";
  const blocks = card === "Bountiful Harvest" ? "Heavy Rain" : "Famine";
  const out: Action[] = [];
  for (const r of REGIONS) {
    const rc = s.regions[String(r)]!;
    if (rc.disasters.includes(cancels)) out.push({ type: "play", card, region: r });
    else if (!rc.disasters.includes(blocks) && !rc.bounty.includes(card) && !regionNobles(s, r).some((n) => has(n, "unlucky"))) out.push({ type: "play", card, region: r });
  }
  return out;
}

/**
 * 2.4.4, 2.4.5: cancelling a Famine (a Heavy Rain), "both the Bountiful Harvest and the Famine cards
 * are immediately discarded"; otherwise the card stays on the map until Phase 8 (regionCards.ts).
 */
export function playBonus(s: FiefState, card: "Bountiful Harvest" | "Good Weather", r: RegionId, log: Log): void {
  const rc = s.regions[String(r)]!;
  const cancels = card === "Bountiful Harvest" ? "Famine" : "Heavy Rain";
  if (rc.disasters.includes(cancels)) {
    liftDisaster(s, r, cancels);
    own(s, "fortuneDiscard").push(card);
    say(log, "cancel", `${card} cancels ${cancels} in region ${r}.`);
  } else {
    placeBonus(s, r, card);
    say(log, "bonus", `${card} blesses region ${r}.`);
  }
}

/**
 * Tax markers a house has on the board. "When played, the Tax card is discarded and the Player
 * places one of his Tax markers" (2.4.6): one marker per card; the Hand's tax on every governed
 * region at once is one card, so one marker (Kingsroad's reading: 2.4.6.2 does not say he places
 * one per region). Markers come back at the end of the round (Phase 8) or with their title (Phase 3 note).
 */
export function taxMarkersOut(s: FiefState, h: House): number {
  const mine = s.taxes.filter((t) => t.house === h);
  return mine.filter((t) => !t.all).length + new Set(mine.filter((t) => t.all).map((t) => t.order)).size;
}

/** A house has a Tax marker left: it owns 3 (component list, facts.json `perPlayer.taxMarkers`). */
export function taxMarkerFree(s: FiefState, h: House): boolean {
  return taxMarkersOut(s, h) < PER_PLAYER.taxMarkers;
}

/** Every way a house may levy a Tax card (2.4.6.1 tallage, 2.4.6.2 warden tax); none once its 3 Tax markers are out. */
export function taxActions(s: FiefState, seat: House): Action[] {
  const out: Action[] = [];
  if (!taxMarkerFree(s, seat)) return out;
  const mine = nobleList(s).filter((n) => n.house === seat && n.village);
  const already = (m: Partial<TaxMarker>) => s.taxes.some((t) => t.house === seat && t.kind === m.kind && t.fief === m.fief && t.region === m.region);
  for (const n of mine) {
    for (const t of titlesOf(s, n.id)) {
      if (t.startsWith("fief:")) {
        const f = t.slice(5);
        if (!already({ kind: "tallage", fief: f })) out.push({ type: "play", card: "Taxes", fief: f });
      }
      if (t.startsWith("warden:")) {
        const r = Number(t.slice(7));
        if (!already({ kind: "warden", region: r as RegionId })) out.push({ type: "play", card: "Taxes", region: r });
      }
    }
  }
  const prot = titleHolder(s, "protector");
  if (prot?.house === seat) for (const f of Object.keys(FIEF)) if (!fiefGoverned(s, f) && !already({ kind: "tallage", fief: f })) out.push({ type: "play", card: "Taxes", fief: f });
  const council = mine.some((n) => titlesOf(s, n.id).some((t) => t.startsWith("master:") || t === "hand"));
  if (council) for (const r of REGIONS) if (regionGoverned(s, r) && !already({ kind: "warden", region: r })) out.push({ type: "play", card: "Taxes", region: r });
  if (titleHolder(s, "hand")?.house === seat && REGIONS.some((r) => regionGoverned(s, r))) out.push({ type: "play", card: "Taxes", all: true });
  // a fief or region named twice (by a title and by the Protector or a Council seat) is one play
  const seen = new Set<string>();
  return out.filter((a) => {
    if (a.type !== "play") return true;
    const k = `${a.fief ?? ""}|${a.region ?? ""}|${a.all ?? ""}`;
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

/** Which title levies a tax: the most local one the house holds (priority 2.4.6.2). */
function levyTitle(s: FiefState, seat: House, kind: "tallage" | "warden", where: string | RegionId): TitleId {
  const holds = (t: TitleId) => titleHolder(s, t)?.house === seat;
  if (kind === "tallage") {
    const fief = fiefTitle(String(where));
    return holds(fief) ? fief : "protector";
  }
  const warden = wardenTitle(where as RegionId);
  if (holds(warden)) return warden;
  const master = (["master:ships", "master:laws", "master:whisperers", "master:coin"] as TitleId[]).find(holds);
  return master ?? "hand";
}

export function playTax(s: FiefState, seat: House, a: { fief?: string; region?: number; all?: boolean }, log: Log): void {
  const order = Math.max(-1, ...s.taxes.map((m) => m.order)) + 1; // play order, never reused after a marker leaves
  if (a.fief) {
    const title = levyTitle(s, seat, "tallage", a.fief);
    own(s, "taxes").push({ house: seat, kind: "tallage", fief: a.fief, by: s.titles[title]!, title, order });
    say(log, "tax", `${seat} levies a tallage on ${FIEF[a.fief]!.name}.`);
  } else if (a.all) {
    for (const r of REGIONS) if (regionGoverned(s, r)) own(s, "taxes").push({ house: seat, kind: "warden", region: r, by: s.titles.hand!, title: "hand", order, all: true });
    say(log, "tax", `The Hand of the King taxes every governed region.`);
  } else if (a.region) {
    const r = a.region as RegionId;
    const title = levyTitle(s, seat, "warden", r);
    own(s, "taxes").push({ house: seat, kind: "warden", region: r, by: s.titles[title]!, title, order });
    say(log, "tax", `${seat} taxes ${REGION[r].warden.replace("Warden of", "the region of")}.`);
  }
}

/** 2.4.6.2: who collects a region's mill income: the Warden, then a Master (first played), then the Hand. */
export function regionTaxCollector(s: FiefState, r: RegionId): House | null {
  const ms = s.taxes.filter((t) => t.kind === "warden" && t.region === r);
  // FAQ: the Hand taxing one region is still a Council member and ranks with the Masters by play order.
  const rank = (t: TaxMarker) => (t.title.startsWith("warden:") ? 0 : t.all ? 2 : 1);
  const best = [...ms].sort((a, b) => rank(a) - rank(b) || a.order - b.order)[0];
  return best ? best.house : null;
}
