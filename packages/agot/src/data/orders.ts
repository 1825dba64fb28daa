/**
 * The 15 order tokens each house owns (rulebook p.13 and p.22): identical tokens are one kind
 * with a count, so a player never chooses between two indistinguishable tokens.
 */
export type OrderType = "march" | "defense" | "support" | "raid" | "consolidate-power" | "iron-bank";

export const ORDER_KINDS = [
  "march-weak",
  "march",
  "march-special",
  "defense",
  "defense-special",
  "support",
  "support-special",
  "raid",
  "raid-special",
  "consolidate-power",
  "consolidate-power-special",
  // Mother of Dragons: each vassal's set of four (summary "Ordering vassals"; AG-24), and the
  // Raid/Support token once its commander kept it as a Support order, and the Defense +1/Muster
  // token once he chose not to muster with it (AG-44): never placed as such.
  "vassal-march",
  "vassal-raid-support",
  "vassal-defense-muster",
  "vassal-defense",
  "vassal-support",
  "vassal-defense-kept",
  // Mother of Dragons' sea order tokens (cards.md 6.8; AG-25): usable only in a sea area or a port.
  "sea-march",
  "sea-support",
  "sea-iron-bank",
] as const;
export type OrderKind = (typeof ORDER_KINDS)[number];

export interface OrderKindDef {
  readonly kind: OrderKind;
  readonly type: OrderType;
  /** The printed combat modifier: march strength, defense bonus or support bonus. */
  readonly strength: number;
  readonly special: boolean;
  /** How many tokens of this kind a house owns. */
  readonly count: number;
  readonly name: string;
  /** A vassal order token (Mother of Dragons): only vassals place these, and vassals only these. */
  readonly vassal: boolean;
  /**
   * A token that also resolves in another step: a vassal's Defense +1/Muster musters in the
   * Consolidate Power step like a Special Consolidate Power order (summary "Ordering vassals"); the
   * Iron Bank order buys a loan in that step (summary "Iron Bank order token").
   */
  readonly alsoResolvesAs?: OrderType;
  /**
   * A sea order token (Mother of Dragons, cards.md 6.8): it may be placed anywhere, but one lying
   * on a land area when orders start to resolve is removed without effect (AG-25).
   */
  readonly sea?: boolean;
}

export const ORDERS: Readonly<Record<OrderKind, OrderKindDef>> = {
  "march-weak": { kind: "march-weak", type: "march", strength: -1, special: false, count: 1, name: "March -1", vassal: false },
  march: { kind: "march", type: "march", strength: 0, special: false, count: 1, name: "March +0", vassal: false },
  "march-special": { kind: "march-special", type: "march", strength: 1, special: true, count: 1, name: "March +1 (special)", vassal: false },
  defense: { kind: "defense", type: "defense", strength: 1, special: false, count: 2, name: "Defense +1", vassal: false },
  "defense-special": { kind: "defense-special", type: "defense", strength: 2, special: true, count: 1, name: "Defense +2 (special)", vassal: false },
  support: { kind: "support", type: "support", strength: 0, special: false, count: 2, name: "Support", vassal: false },
  "support-special": { kind: "support-special", type: "support", strength: 1, special: true, count: 1, name: "Support +1 (special)", vassal: false },
  raid: { kind: "raid", type: "raid", strength: 0, special: false, count: 2, name: "Raid", vassal: false },
  "raid-special": { kind: "raid-special", type: "raid", strength: 0, special: true, count: 1, name: "Raid (special)", vassal: false },
  "consolidate-power": { kind: "consolidate-power", type: "consolidate-power", strength: 0, special: false, count: 2, name: "Consolidate Power", vassal: false },
  "consolidate-power-special": {
    kind: "consolidate-power-special",
    type: "consolidate-power",
    strength: 0,
    special: true,
    count: 1,
    name: "Consolidate Power (special)",
    vassal: false,
  },
  "vassal-march": { kind: "vassal-march", type: "march", strength: 0, special: false, count: 1, name: "Vassal March +0", vassal: true },
  // A Raid order when raids resolve; kept, it becomes "vassal-support" (Support +1, AG-24).
  "vassal-raid-support": { kind: "vassal-raid-support", type: "raid", strength: 1, special: false, count: 1, name: "Vassal Raid/Support +1", vassal: true },
  "vassal-defense-muster": {
    kind: "vassal-defense-muster",
    type: "defense",
    strength: 1,
    special: false,
    count: 1,
    name: "Vassal Defense +1/Muster",
    vassal: true,
    alsoResolvesAs: "consolidate-power",
  },
  "vassal-defense": { kind: "vassal-defense", type: "defense", strength: 3, special: false, count: 1, name: "Vassal Defense +3", vassal: true },
  "vassal-support": { kind: "vassal-support", type: "support", strength: 1, special: false, count: 0, name: "Vassal Support +1", vassal: true },
  // The Defense +1/Muster token left on the board without mustering: a Defense +1 order until
  // Clean Up, no longer resolving in the Consolidate Power step (AG-44).
  "vassal-defense-kept": { kind: "vassal-defense-kept", type: "defense", strength: 1, special: false, count: 0, name: "Vassal Defense +1", vassal: true },
  "sea-march": { kind: "sea-march", type: "march", strength: -1, special: false, count: 1, name: "Sea March -1", vassal: false, sea: true },
  "sea-support": { kind: "sea-support", type: "support", strength: 0, special: false, count: 1, name: "Sea Support", vassal: false, sea: true },
  // Bought loans in the Consolidate Power step, but is no Consolidate Power order (AG-32).
  "sea-iron-bank": {
    kind: "sea-iron-bank",
    type: "iron-bank",
    strength: 0,
    special: false,
    count: 1,
    name: "Iron Bank",
    vassal: false,
    alsoResolvesAs: "consolidate-power",
    sea: true,
  },
};

/** True when an order of `kind` resolves in the step of `type` (its own type, or a vassal token's second use). */
export const resolvesAs = (kind: OrderKind, type: OrderType): boolean => ORDERS[kind].type === type || ORDERS[kind].alsoResolvesAs === type;

export const orderDef = (kind: OrderKind): OrderKindDef => ORDERS[kind];
