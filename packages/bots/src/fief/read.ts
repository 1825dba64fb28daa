/**
 * Reading a Fief board from one seat's view: who holds what, army strengths, distances, and the
 * bot's plan (which fiefs to take next). Everything works on `FiefView` plus the printed board,
 * never on the hidden state. A `Reading` is built once per decision and memoises what it works out.
 */
import { FIEF, TROOP, VILLAGE, neighbours, type FiefView, type Noble, type TitleId } from "@kingsroad/fief";

export type House = string;

/** Shortest road distance between any two villages (maritime roads count as roads, setup 1). */
const DIST: Record<string, Record<string, number>> = (() => {
  const out: Record<string, Record<string, number>> = {};
  for (const from of Object.keys(VILLAGE)) {
    const d: Record<string, number> = { [from]: 0 };
    let frontier = [from];
    for (let k = 1; frontier.length; k++) {
      const next: string[] = [];
      for (const v of frontier) for (const n of neighbours(v)) if (d[n] === undefined) { d[n] = k; next.push(n); }
      frontier = next;
    }
    out[from] = d;
  }
  return out;
})();

export const dist = (a: string, b: string): number => DIST[a]?.[b] ?? 99;

export const FIEF_IDS = Object.keys(FIEF);

/** Strength points of a troop type (6.2). */
export const sp = (type: string): number => TROOP[type as keyof typeof TROOP]?.sp ?? 1;

/** 6.2: 1-6 SP one die, 7-12 two, 13+ three. */
export const diceFor = (strength: number): number => (strength <= 0 ? 0 : strength <= 6 ? 1 : strength <= 12 ? 2 : 3);

/** A battle die scores 1, 1, 1, 2, 2, 3 hits (SF-6): 5/3 on average. */
export const HITS_PER_DIE = 5 / 3;

export class Reading {
  readonly me: House;
  readonly players: number;
  private cache = new Map<string, unknown>();

  constructor(readonly view: FiefView) {
    if (view.seat === null) throw new Error("the Fief heuristic needs a seat's view, not a spectator's");
    this.me = view.seat;
    this.players = view.turnOrder.length;
  }

  private memo<T>(key: string, f: () => T): T {
    if (!this.cache.has(key)) this.cache.set(key, f());
    return this.cache.get(key) as T;
  }

  noble(id: string | undefined | null): Noble | null {
    return id ? (this.view.nobles[id] ?? null) : null;
  }

  holder(t: TitleId): Noble | null {
    return this.noble(this.view.titles[t]);
  }

  titlesOf(id: string): TitleId[] {
    return this.memo(`titles:${id}`, () => (Object.entries(this.view.titles) as [TitleId, string][]).filter(([, n]) => n === id).map(([t]) => t));
  }

  /** The house this one is allied with by marriage (8.2, only with five or more players). */
  allyOf(h: House): House | null {
    return this.memo(`ally:${h}`, () => {
      if (this.players < 5) return null;
      for (const n of Object.values(this.view.nobles)) {
        if (n.house !== h || n.village === null || !n.spouse) continue;
        const sp = this.view.nobles[n.spouse];
        if (sp && sp.village !== null && sp.house !== h) return sp.house;
      }
      return null;
    });
  }

  friendly(h: House | null): boolean {
    return h === this.me || (h !== null && this.allyOf(this.me) === h);
  }

  /** 8: one VP per fief title, King, Hand (and Lord Commander). */
  vp(h: House): number {
    return this.memo(`vp:${h}`, () => {
      let n = 0;
      for (const [t, id] of Object.entries(this.view.titles)) {
        if (!id) continue;
        if (t.startsWith("fief:") || t === "king" || t === "hand" || t === "lordCommander") if (this.view.nobles[id]?.house === h) n++;
      }
      return n;
    });
  }

  /** The house closest to victory other than us and our ally (ties: more villages). */
  leader(): House | null {
    return this.memo("leader", () => {
      let best: House | null = null;
      let key = -1;
      for (const h of this.view.turnOrder) {
        if (this.friendly(h)) continue;
        const k = this.vp(h) * 100 + this.villagesOf(h).length;
        if (k > key) { key = k; best = h; }
      }
      return best;
    });
  }

  myNobles(): Noble[] {
    return this.memo("myNobles", () => Object.values(this.view.nobles).filter((n) => n.house === this.me && n.village !== null));
  }

  freeNobles(h: House = this.me): Noble[] {
    return Object.values(this.view.nobles).filter((n) => n.house === h && n.village !== null && n.captor === null);
  }

  villagesOf(h: House): string[] {
    return this.memo(`villages:${h}`, () => Object.keys(this.view.villages).filter((v) => this.view.villages[v]!.controller === h));
  }

  controller(v: string): House | null {
    return this.view.villages[v]?.controller ?? null;
  }

  /** Strength points (6.2) of a set of houses in a village: troops plus free nobles. */
  strengthAt(v: string, side: (h: House) => boolean): number {
    let n = 0;
    for (const u of this.view.units) if (u.village === v && side(u.house)) n += sp(u.type);
    for (const x of Object.values(this.view.nobles)) if (x.village === v && x.captor === null && side(x.house)) n++;
    return n;
  }

  mine(v: string): number {
    return this.memo(`mine:${v}`, () => this.strengthAt(v, (h) => h === this.me));
  }

  /** Opposing strength in a village: every house but us and our ally. */
  hostile(v: string): number {
    return this.memo(`hostile:${v}`, () => this.strengthAt(v, (h) => !this.friendly(h)));
  }

  houseStrength(v: string, h: House): number {
    return this.strengthAt(v, (x) => x === h);
  }

  myUnitsAt(v: string): { id: number; type: string }[] {
    return this.view.units.filter((u) => u.village === v && u.house === this.me);
  }

  /** The strongest hostile army that could march into `v` next movement (neighbours, two steps for a little). */
  threatTo(v: string): number {
    return this.memo(`threat:${v}`, () => {
      let worst = 0;
      for (const n of neighbours(v)) worst = Math.max(worst, this.hostileArmy(n));
      return Math.max(worst, this.hostileArmy(v));
    });
  }

  /** Hostile strength in a village counted only where a hostile noble can lead it. */
  private hostileArmy(v: string): number {
    const led = Object.values(this.view.nobles).some((n) => n.village === v && n.captor === null && !this.friendly(n.house));
    return led ? this.hostile(v) : 0;
  }

  /** 6.2.1: dice an attacker loses against the village's fortification. */
  penalty(v: string, defender: House): number {
    const vs = this.view.villages[v];
    if (!vs?.stronghold || vs.controller !== defender) return 0;
    let p = vs.fortified ? 2 : 1;
    const siege = vs.siege;
    if (siege && this.friendly(siege.besieger)) p -= siege.engine;
    for (const a of siege?.allies ?? []) if (this.friendly(a.house)) p -= a.engine;
    const cunning = Object.values(this.view.nobles).some((n) => n.village === v && n.house === this.me && n.captor === null && n.attributes.includes("cunning"));
    if (cunning) p--;
    return Math.max(0, p);
  }

  /** Fiefs whose title a house holds. */
  fiefsOf(h: House): string[] {
    return this.memo(`fiefs:${h}`, () => FIEF_IDS.filter((f) => this.holder(`fief:${f}`)?.house === h));
  }

  /**
   * The fiefs worth taking next, best first: ungoverned fiefs, priced by the villages still to
   * take (empty ones cheap, defended ones by their defenders), the distance from our armies, and
   * the Stronghold still to build. A fief another house governs is only taken through its
   * Fortified City, so it is priced by that city's garrison.
   */
  targets(): { fief: string; cost: number }[] {
    return this.memo("targets", () => {
      const mine = this.myNobles().filter((n) => n.captor === null && n.village);
      const out: { fief: string; cost: number }[] = [];
      for (const f of FIEF_IDS) {
        const holder = this.holder(`fief:${f}`);
        if (holder && holder.house === this.me) continue;
        const vs = FIEF[f]!.villages;
        let cost = 0;
        if (holder) {
          if (this.friendly(holder.house)) continue;
          const city = vs.find((v) => this.view.villages[v]!.fortified);
          if (!city) continue;
          cost += 6 + this.hostile(city) * 1.5;
        } else {
          for (const v of vs) {
            if (this.controller(v) === this.me) continue;
            cost += 1.5 + this.hostile(v) * 1.2;
          }
          if (!vs.some((v) => this.view.villages[v]!.stronghold)) cost += 4;
          else if (vs.some((v) => this.view.villages[v]!.stronghold && this.controller(v) !== this.me)) cost += 2;
        }
        let near = 99;
        for (const n of mine) for (const v of vs) near = Math.min(near, dist(n.village!, v));
        cost += near * 2 + FIEF[f]!.titleCost / 4;
        out.push({ fief: f, cost });
      }
      return out.sort((a, b) => a.cost - b.cost);
    });
  }

  /** Villages we want: the ones of the fiefs we are going for that we do not hold yet, with a weight. */
  wanted(): Map<string, number> {
    return this.memo("wanted", () => {
      const out = new Map<string, number>();
      const need = Math.max(1, 3 - this.vp(this.me));
      const list = this.targets().slice(0, Math.min(2, need + 1));
      list.forEach(({ fief }, i) => {
        const weight = i === 0 ? 10 : 6;
        const governed = this.holder(`fief:${fief}`) !== null;
        for (const v of FIEF[fief]!.villages) {
          if (this.controller(v) === this.me) continue;
          if (governed && !this.view.villages[v]!.fortified) continue;
          out.set(v, Math.max(out.get(v) ?? 0, weight));
        }
      });
      // Our own governed fiefs: their Fortified City keeps the title (4.4.1); villages lost there cost income only.
      for (const f of this.fiefsOf(this.me)) for (const v of FIEF[f]!.villages) if (this.controller(v) !== this.me && !out.has(v)) out.set(v, 3);
      return out;
    });
  }

  /** The fief a village belongs to is one we are after (or hold). */
  inPlan(v: string): boolean {
    const f = VILLAGE[v]!.fief;
    return this.fiefsOf(this.me).includes(f) || this.targets().slice(0, 2).some((t) => t.fief === f);
  }

  /** How many SP should stay in a village we hold when our army leaves it. */
  garrison(v: string): number {
    const vs = this.view.villages[v]!;
    if (vs.controller !== this.me) return 0;
    const threat = this.threatTo(v);
    if (vs.fortified) return Math.max(2, Math.ceil(threat * 0.6));
    if (vs.stronghold) return Math.max(1, Math.ceil(threat * 0.5));
    if (this.inPlan(v)) return 1;
    return vs.mills > 0 ? 1 : 0;
  }

  regionOf(v: string): number {
    return VILLAGE[v]!.region;
  }

  fiefOf(v: string): string {
    return VILLAGE[v]!.fief;
  }

  /** A noble's standing: titles he would lose with his life (for captives and losses). */
  worth(n: Noble): number {
    let w = 1;
    for (const t of this.titlesOf(n.id)) w += t.startsWith("fief:") || t === "king" || t === "hand" ? 5 : 2;
    return w;
  }
}
