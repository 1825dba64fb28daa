/**
 * The hook points a house card's text uses (cards.md 1.2 timing). A card's whole effect lives in
 * one file under `cards/`, as one `CardAbility`; combat steps ask the table in `abilities.ts`,
 * which `index.ts` fills with `cards/index.ts`'s list.
 */
import type { Draft } from "immer";
import type { Action } from "../../actions.ts";
import type { HouseId } from "../../data/houses.ts";
import type { Ctx } from "../../engine/context.ts";
import type { Game, Unit } from "../../state.ts";
import type { CombatDecision, CombatFrame, Side } from "./frames.ts";

/** A decision's rules: `apply` runs with `f.decision` already cleared and may open the next one. */
export interface DecisionRules {
  text(g: Game, f: CombatFrame, d: CombatDecision): string;
  legal(g: Game, f: CombatFrame, d: CombatDecision): Action[];
  apply(g: Draft<Game>, f: Draft<CombatFrame>, d: CombatDecision, action: Action, ctx: Ctx): void;
}

/** A triggered text: it may resolve at once or open `f.decision`. `side` is the card's owner. */
export type AbilityHook = (g: Draft<Game>, f: Draft<CombatFrame>, side: Side, ctx: Ctx) => void;

/**
 * "beforeCombat": after every immediately text, before the strengths are shown (later books,
 * alt-house-cards.md). "afterCasualties": once sword and skull casualties are taken, before
 * retreats (Beric Dondarrion's "after casualties are taken", AG-39).
 */
export type Timing = "cancel" | "immediately" | "beforeCombat" | "winLose" | "afterCasualties" | "afterCombat";

export interface CardAbility {
  readonly card: string;
  /** Added to the card's strength (Stannis, Davos, Theon). */
  strength?(g: Game, f: CombatFrame, side: Side): number;
  swords?(g: Game, f: CombatFrame, side: Side): number;
  fortifications?(g: Game, f: CombatFrame, side: Side): number;
  /**
   * The strength one unit adds to `forSide` (its army or support), given the value so far.
   * Card modifiers apply in Iron Throne order of their owners (cards.md 7 #5).
   */
  unitStrength?(g: Game, f: CombatFrame, side: Side, unit: Unit, unitHouse: HouseId, forSide: Side, value: number, inArmy: boolean): number;
  /**
   * Sets a side's final combat strength outright, whatever its parts (Mance Rayder, Margaery Tyrell,
   * ADwD); applied after everything else in Iron Throne order, so the later one wins.
   */
  finalTotal?(g: Game, f: CombatFrame, side: Side): { readonly side: Side; readonly total: number } | null;
  /** The final step keeps both totals in `f.finalTotals` for this text (Daenerys B, Missandei). */
  readonly readsFinalTotals?: boolean;
  /** The opponent's printed strength counts 0 (Balon Greyjoy, AG-8). */
  readonly zeroesOpponentPrinted?: boolean;
  /** The owner's Defense order bonus is multiplied (Catelyn Stark). */
  defenseMultiplier?(g: Game, f: CombatFrame, side: Side): number;
  /** The owner's units take no casualties from icons, texts or skulls (The Blackfish). */
  readonly preventsCasualties?: boolean;
  /** The owner, if victorious, picks the loser's retreat area (Robb Stark). */
  readonly choosesRetreat?: boolean;
  readonly cancel?: AbilityHook;
  readonly immediately?: AbilityHook;
  readonly beforeCombat?: AbilityHook;
  /** "If you win / lose this combat": `side` won or lost, read `f.victor`. */
  readonly winLose?: AbilityHook;
  /** After the casualties step (swords and Tides skulls), before retreats; read `f.victor`. */
  readonly afterCasualties?: AbilityHook;
  readonly afterCombat?: AbilityHook;
  /** Clean-up of the owner's played card; true when the text took care of it (Roose Bolton). */
  cleanup?(g: Draft<Game>, f: Draft<CombatFrame>, side: Side, ctx: Ctx): boolean;
  readonly decisions?: Readonly<Record<string, DecisionRules>>;
}
