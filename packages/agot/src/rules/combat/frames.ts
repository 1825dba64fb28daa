/**
 * The combat frame (rulebook p.17-21, p.26-27). One frame carries a whole combat through its
 * steps; every decision inside it (support, house cards, the blade, abilities, casualties,
 * retreats, port ships) is a `CombatDecision` held in the frame, so a saved game resumes anywhere.
 */
import type { AreaId } from "../../data/board.ts";
import type { HouseId } from "../../data/houses.ts";
import type { OrderKind } from "../../data/orders.ts";
import type { AreaState, Unit } from "../../pieces.ts";

/** What a march hands to combat (rulebook p.15-17). */
export interface CombatStart {
  readonly attacker: HouseId;
  /** The area of the March order; the attackers retreat here if they lose (AG-2). */
  readonly from: AreaId;
  /** The embattled area: enemy units, an enemy garrison alone, or a neutral force. */
  readonly to: AreaId;
  /** The March order used: its strength modifier applies to the attacker. */
  readonly marchOrder: OrderKind;
  /** The marching units, already taken out of `from`: they are in transit until combat ends. */
  readonly units: Unit[];
}

export type Side = "attacker" | "defender";
export const SIDES: readonly Side[] = ["attacker", "defender"];
export const otherSide = (s: Side): Side => (s === "attacker" ? "defender" : "attacker");

export type CombatStep =
  | "support"
  | "initial"
  | "choose-cards"
  | "reveal"
  | "cancel"
  | "immediately"
  | "tides-draw"
  | "blade-redraw"
  | "tides-reveal"
  | "blade"
  | "final"
  | "win-lose"
  | "cannot-retreat"
  | "sword-casualties"
  | "skulls"
  | "after-casualties"
  | "retreat"
  | "move-in"
  | "cleanup"
  | "after-combat"
  | "neutral-resolve";

export interface CombatSide {
  readonly house: HouseId;
  /** The house card in play; null before the choice, or when the side fights with none (Tyrion, cards.md 7 #2). */
  card: string | null;
  /** True once this side has chosen (or was left with no card). Secret until `revealed`. */
  chosen: boolean;
  /** The Tides of Battle card drawn (option), secret until `tidesRevealed`. */
  tides: string | null;
  /** Used the Valyrian Steel Blade for +1 (p.20 step 4). */
  blade: boolean;
}

export interface SupportDeclaration {
  readonly area: AreaId;
  readonly house: HouseId;
  readonly side: Side | "none";
}

/**
 * A pending decision. `kind` names its rules in the decision table (`decisions.ts`); `options`
 * carries whatever the decision fixed when it was opened (areas, cards, counts).
 */
export interface CombatDecision {
  readonly kind: string;
  readonly house: HouseId;
  /** The combat side the decision belongs to; absent for a third party's support. */
  readonly side?: Side;
  readonly options?: string[];
  /** How many more of something is asked (casualties one at a time). */
  count?: number;
}

export interface CombatMainFrame {
  readonly kind: "combat";
  readonly start: CombatStart;
  /** The marching units while in transit; casualties and card effects change them here. */
  attackers: Unit[];
  /** The strength of the neutral force in `to`, or null in a combat between houses (p.26). */
  readonly neutral: number | null;
  step: CombatStep;
  sides: { attacker: CombatSide; defender: CombatSide | null };
  support: SupportDeclaration[];
  revealed: boolean;
  tidesRevealed: boolean;
  /** "timing:card" of every card text already resolved: a text never resolves twice (cards.md 1.2). */
  resolved: string[];
  decision: CombatDecision | null;
  victor: Side | null;
  /** Where the loser retreated; null when nothing retreated. */
  retreatedTo: AreaId | null;
  /** Set by effects that keep the attackers out of the embattled area (Arianne Martell, AG-7). */
  attackersStayOut: boolean;
  /** True once the victorious attacker has entered the embattled area. */
  movedIn: boolean;
  /** Sides whose card keeps its printed values but loses all its text (Queen of Thorns, ADwD); absent until one does. */
  textIgnored?: Side[];
  /** The final totals, kept when a card text reads them after casualties (Daenerys B, Missandei); absent otherwise. */
  finalTotals?: { attacker: number; defender: number };
  /** What a card text chose and must remember for this combat ("card:side" keys: Qyburn's copy, Aeron's tokens); absent until one does. */
  notes?: Record<string, string | number>;
}

export type CombatFrame = CombatMainFrame;

/**
 * Pushed by a march that enters an area held by another house, an enemy garrison alone, or a
 * neutral force. The defender is the house whose units are in `to`, else the garrison's house
 * (p.27: combat still occurs). It reads only the board (a `Game` will do): frame types sit below
 * the state's (engine/frames.ts).
 */
export function newCombatFrame(g: { readonly areas: Readonly<Record<AreaId, AreaState>> }, start: CombatStart): CombatFrame {
  const area = g.areas[start.to];
  if (!area) throw new Error(`unknown area ${start.to}`);
  const defender = area.units.length > 0 ? area.house : (area.garrison?.house ?? null);
  const neutral = defender === null ? area.neutralForce : null;
  if (defender === null && neutral === null) throw new Error(`${start.to} holds no enemy to fight`);
  if (defender === start.attacker) throw new Error(`${start.attacker} cannot attack its own units in ${start.to}`);
  const side = (house: HouseId): CombatSide => ({ house, card: null, chosen: false, tides: null, blade: false });
  return {
    kind: "combat",
    start,
    attackers: start.units.map((u) => ({ ...u })),
    neutral,
    step: "support",
    sides: { attacker: side(start.attacker), defender: defender === null ? null : side(defender) },
    support: [],
    revealed: false,
    tidesRevealed: false,
    resolved: [],
    decision: null,
    victor: null,
    retreatedTo: null,
    attackersStayOut: false,
    movedIn: false,
  };
}
