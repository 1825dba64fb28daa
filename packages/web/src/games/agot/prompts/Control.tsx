/**
 * The base game's control for a decision, chosen by the kinds of legal actions offered (orders,
 * bids, house cards, moves, musters), so new prompt kinds of the engine fall back to the generic list.
 */
import type { ReactElement } from "react";
import { BidPrompt } from "./BidPrompt.tsx";
import { GenericPrompt } from "./GenericPrompt.tsx";
import { HouseCardPrompt } from "./HouseCardPrompt.tsx";
import { MarchPrompt } from "./MarchPrompt.tsx";
import { MusterPrompt } from "./MusterPrompt.tsx";
import { OrdersPrompt, type Staged } from "./OrdersPrompt.tsx";
import type { PromptProps } from "./types.ts";

export interface ControlProps extends PromptProps {
  staged: Staged;
  setStaged(s: Staged): void;
}

export function Control(props: ControlProps): ReactElement {
  const types = new Set(props.legal.map((a) => a.type));
  if (types.has("place-order")) return <OrdersPrompt {...props} />;
  if (types.has("bid")) return <BidPrompt {...props} />;
  if (types.has("house-card") || types.has("discard-house-card") || types.has("take-house-card")) return <HouseCardPrompt {...props} />;
  if (types.has("move")) return <MarchPrompt {...props} />;
  if (types.has("muster") || types.has("upgrade")) return <MusterPrompt {...props} />;
  return <GenericPrompt {...props} />;
}
