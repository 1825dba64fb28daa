/**
 * The 15 order tokens each house owns (rulebook p.13 and p.22): identical tokens are one kind
 * with a count, so a player never chooses between two indistinguishable tokens.
 */
export type OrderType = "march" | "defense" | "support" | "raid" | "consolidate-power";

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
}

export const ORDERS: Readonly<Record<OrderKind, OrderKindDef>> = {
  "march-weak": { kind: "march-weak", type: "march", strength: -1, special: false, count: 1, name: "March -1" },
  march: { kind: "march", type: "march", strength: 0, special: false, count: 1, name: "March +0" },
  "march-special": { kind: "march-special", type: "march", strength: 1, special: true, count: 1, name: "March +1 (special)" },
  defense: { kind: "defense", type: "defense", strength: 1, special: false, count: 2, name: "Defense +1" },
  "defense-special": { kind: "defense-special", type: "defense", strength: 2, special: true, count: 1, name: "Defense +2 (special)" },
  support: { kind: "support", type: "support", strength: 0, special: false, count: 2, name: "Support" },
  "support-special": { kind: "support-special", type: "support", strength: 1, special: true, count: 1, name: "Support +1 (special)" },
  raid: { kind: "raid", type: "raid", strength: 0, special: false, count: 2, name: "Raid" },
  "raid-special": { kind: "raid-special", type: "raid", strength: 0, special: true, count: 1, name: "Raid (special)" },
  "consolidate-power": { kind: "consolidate-power", type: "consolidate-power", strength: 0, special: false, count: 2, name: "Consolidate Power" },
  "consolidate-power-special": {
    kind: "consolidate-power-special",
    type: "consolidate-power",
    strength: 0,
    special: true,
    count: 1,
    name: "Consolidate Power (special)",
  },
};

export const orderDef = (kind: OrderKind): OrderKindDef => ORDERS[kind];
