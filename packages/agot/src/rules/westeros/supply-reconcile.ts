/** Supply reconciliation. PLACEHOLDER signature, owned and completed by the Westeros rules. */
import type { Game } from "../../state.ts";
import type { WesterosFrame } from "./frames.ts";

/**
 * A frame in which every house over its supply limit destroys units of its choice until its
 * armies fit (Iron Throne order). Null when nobody is over the limit.
 */
export function newSupplyReconcileFrame(_g: Game): WesterosFrame | null {
  return null;
}
