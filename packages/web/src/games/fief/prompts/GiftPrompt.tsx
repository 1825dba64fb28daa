/** Gifts of gold or a card to another house (diplomacy), folded away: rarely the point of a turn. */
import { useState, type ReactElement } from "react";
import { describe } from "../describe.ts";
import { houseName } from "../names.ts";
import { ofType } from "../types.ts";
import type { FiefPromptProps } from "./types.ts";

export function GiftPrompt({ picture, actions, send, busy, promptKind }: FiefPromptProps): ReactElement | null {
  const gifts = ofType(actions, "gift");
  const houses = [...new Set(gifts.map((g) => g.to))];
  const [to, setTo] = useState(houses[0] ?? "");
  const options = gifts.filter((g) => g.to === (houses.includes(to) ? to : houses[0]));
  const [pick, setPick] = useState(0);
  const chosen = options[Math.min(pick, options.length - 1)];
  if (!chosen) return null;
  return (
    <details className="gift-prompt">
      <summary>Give gold or a card ({gifts.length})</summary>
      <select aria-label="Give to" value={to} onChange={(e) => setTo(e.target.value)}>
        {houses.map((h) => (
          <option key={h} value={h}>
            {houseName(h)}
          </option>
        ))}
      </select>{" "}
      <select aria-label="Gift" value={Math.min(pick, options.length - 1)} onChange={(e) => setPick(Number(e.target.value))}>
        {options.map((g, i) => (
          <option key={i} value={i}>
            {describe(g, picture.view.nobles, promptKind)}
          </option>
        ))}
      </select>{" "}
      <button type="button" className="action action-gift" disabled={busy} onClick={() => send(chosen)} data-action={JSON.stringify(chosen)}>
        Give
      </button>
    </details>
  );
}
