/** Choosing (or discarding, or taking back) a house card: the cards the engine offers, as cards. */
import type { ReactElement } from "react";
import { HouseCard } from "../panels/HouseCard.tsx";
import { GenericPrompt } from "./GenericPrompt.tsx";
import type { PromptProps } from "./types.ts";

const CARD_ACTIONS = new Set(["house-card", "discard-house-card", "take-house-card"]);

export function HouseCardPrompt(props: PromptProps): ReactElement {
  const cards = props.legal.filter((a): a is Extract<typeof a, { card: string }> => CARD_ACTIONS.has(a.type));
  const others = props.legal.filter((a) => !CARD_ACTIONS.has(a.type));
  return (
    <div className="house-card-prompt">
      <div className="card-row">
        {cards.map((a) => (
          <HouseCard key={a.card} id={a.card} onPick={props.busy ? undefined : () => props.send(a)} verb={a.type === "house-card" ? "Play" : a.type === "discard-house-card" ? "Discard" : "Take"} />
        ))}
      </div>
      {others.length > 0 && <GenericPrompt {...props} legal={others} />}
    </div>
  );
}
