/** A secret bid of power tokens: any amount the engine lists as legal. */
import { useState, type ReactElement } from "react";
import { ofType, type PromptProps } from "./types.ts";
import { GenericPrompt } from "./GenericPrompt.tsx";

export function BidPrompt(props: PromptProps): ReactElement {
  const bids = ofType(props.legal, "bid").map((b) => b.amount).sort((a, b) => a - b);
  const max = bids[bids.length - 1] ?? 0;
  const [amount, setAmount] = useState(0);
  const legalAmount = bids.includes(amount) ? amount : (bids[0] ?? 0);
  const others = props.legal.filter((a) => a.type !== "bid");
  return (
    <div className="bid-prompt">
      <label>
        Your bid: <strong>{legalAmount}</strong> of {max}
        <input
          type="range"
          min={bids[0] ?? 0}
          max={max}
          value={legalAmount}
          aria-label="Bid amount"
          onChange={(e) => setAmount(Number(e.target.value))}
        />
      </label>
      <button type="button" className="primary" disabled={props.busy || bids.length === 0} onClick={() => props.send({ type: "bid", amount: legalAmount })}>
        Bid {legalAmount} in secret
      </button>
      {others.length > 0 && <GenericPrompt {...props} legal={others} />}
    </div>
  );
}
