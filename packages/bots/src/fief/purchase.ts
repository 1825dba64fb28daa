/**
 * Phase 4, purchases: fief titles first (each is a VP, 8), then the Stronghold a fief we are
 * taking still lacks (4.4.1 needs one), then troops where our nobles march or a fortress is
 * threatened, mills and septs for income while the game is young. Gold needed for a title or a
 * Stronghold within reach is kept back from everything else.
 */
import { COSTS, FIEF, TROOP, type Action } from "@kingsroad/fief";
import type { Reading } from "./read.ts";

type Of<T extends Action["type"]> = Extract<Action, { type: T }>;

/** What the planned title or Stronghold will cost (gold to keep back), and where the Stronghold goes. */
export interface Budget {
  reserve: number;
  strongholdFief: string | null;
}

export function budget(r: Reading): Budget {
  let reserve = 0;
  let strongholdFief: string | null = null;
  for (const { fief } of r.targets().slice(0, 2)) {
    if (r.holder(`fief:${fief}`)) continue;
    const vs = FIEF[fief]!.villages;
    const held = vs.filter((v) => r.controller(v) === r.me).length;
    const stronghold = vs.some((v) => r.view.villages[v]!.stronghold);
    if (held === vs.length && stronghold) reserve = Math.max(reserve, FIEF[fief]!.titleCost);
    else if (!stronghold && held >= vs.length - 1 && held > 0) {
      reserve = Math.max(reserve, COSTS.stronghold);
      strongholdFief ??= fief;
    }
  }
  return { reserve, strongholdFief };
}

export function scoreBuy(r: Reading, a: Of<"buy">, b: Budget): number {
  const gold = r.view.houses[r.me]!.gold;
  const v = a.village ?? "";
  switch (a.item) {
    case "fiefTitle":
    case "freeTitle": {
      const n = r.view.nobles[a.noble!];
      if (!n || n.house !== r.me) return -100;
      // the holder should be safe: a noble in a fortress, with few titles already
      const safe = n.village && r.view.villages[n.village]!.stronghold ? 2 : 0;
      const fort = r.mine(v) * 0.1;
      return 1000 + safe + fort - r.titlesOf(n.id).length;
    }
    case "stronghold": {
      if (b.strongholdFief && r.fiefOf(v) === b.strongholdFief) return 200 + r.mine(v) * 0.1;
      // gold piling up: a Stronghold ahead of time in a fief we are going for
      const fief = r.fiefOf(v);
      const ahead = r.targets().slice(0, 2).some((t) => t.fief === fief) && !FIEF[fief]!.villages.some((w) => r.view.villages[w]!.stronghold);
      return ahead && gold - COSTS.stronghold >= b.reserve + 10 ? 2.5 : -1;
    }
    default:
      break;
  }
  const cost = a.item in TROOP ? TROOP[a.item as keyof typeof TROOP].cost : (COSTS as Record<string, number>)[a.item] ?? 99;
  const short = gold - cost < b.reserve;
  const late = r.view.round;
  let s: number;
  switch (a.item) {
    case "mill": {
      const safe = r.threatTo(v) <= r.mine(v);
      s = late <= 10 && safe ? 3.5 - r.view.villages[v]!.mills * 0.3 : 0.5;
      break;
    }
    case "sept":
      s = late <= 8 && r.threatTo(v) <= r.mine(v) ? 2.5 : 0.2;
      break;
    case "maester":
      // only with gold to spare: Defence Lore keeps Secret Passages and Uprisings off a Fortified City (4.3.4)
      s = r.view.villages[v]!.fortified && gold - cost >= b.reserve + 15 ? 1.5 : -1;
      break;
    default:
      s = scoreTroop(r, a.item, v, gold);
  }
  return short ? s - 10 : s;
}

function scoreTroop(r: Reading, type: string, v: string, gold: number): number {
  const marching = r.freeNobles().some((n) => n.village === v);
  const threatened = r.threatTo(v) > r.mine(v) - 1 && r.controller(v) === r.me;
  let s = marching ? 3 : threatened ? 3.5 : 1;
  if (threatened && r.view.villages[v]!.fortified) s += 1;
  if (marching && r.wanted().size > 0) s += 0.5;
  const mounted = type === "knight" || type === "champion" || type === "whitecloakKnight";
  if (mounted) s += gold >= 8 ? 0.4 : -0.5;
  else if (type === "archer") s -= 0.3;
  return s;
}

/** 4.1: pay the full ransom for a titled noble; for the others offer a part (the captor may take it). */
export function scoreRansom(r: Reading, a: Of<"ransom">): number {
  const n = r.view.nobles[a.noble];
  const full = 2 + 2 * (n ? r.titlesOf(n.id).length : 0);
  const gold = r.view.houses[r.me]!.gold;
  const want = n && r.titlesOf(n.id).length > 0 ? full : Math.min(gold, Math.ceil(full * 0.5));
  return -Math.abs(a.amount - want);
}

/** 4.2.1: bid the minimum that can win (5) when we have a Warden to seat and the gold to spare. */
export function scoreCouncilBid(r: Reading, a: Of<"bid">): number {
  const gold = r.view.houses[r.me]!.gold;
  const warden = r.myNobles().some((n) => {
    const ts = r.titlesOf(n.id);
    return ts.some((t) => t.startsWith("warden:")) && !ts.some((t) => t === "hand" || t.startsWith("master:") || t === "king" || t === "queen");
  });
  const free = ["master:ships", "master:laws", "master:whisperers", "master:coin"].some((t) => !r.view.titles[t as "hand"]);
  const target = warden && free && gold >= 8 ? Math.min(gold, gold >= 14 ? 7 : 5) : 0;
  return -Math.abs(a.amount - target);
}

/**
 * 4.2.2 (NWE): a third breach loses the game for every player (Phase 7), so each house pays its
 * share of what lifts the Wall out of reach of a round's roll (2 spaces a point, up to 10), more
 * once a castle has fallen. No lord is promised to the Watch.
 */
export function scoreWallBid(r: Reading, a: Of<"wallBid">): number {
  const gold = r.view.houses[r.me]!.gold;
  const w = r.view.wall;
  const need = Math.max(0, 10 - w.value) + (w.fallen >= 1 ? 4 : 0);
  const target = Math.min(gold, Math.ceil(need / Math.max(1, r.players)));
  return -Math.abs(a.gold - target) - (a.black ? 1 : 0);
}
