/**
 * Decisions with a sum of gold: the Small Council bid, the Wall bid (with the lord who takes the
 * black), a ransom, the Greyjoy theft's split. A choice of what (when there is one), then a slider
 * over the sums the engine allows, then one button.
 */
import { useState, type ReactElement } from "react";
import { describe } from "../describe.ts";
import { nobleName } from "../names.ts";
import type { Action } from "../types.ts";
import type { FiefPromptProps } from "./types.ts";

interface Shape {
  group(a: Action): string;
  groupLabel(g: string): string;
  amount(a: Action): number;
  title: string;
  help: string;
}

function shapeOf(type: string, nobles: FiefPromptProps["picture"]["view"]["nobles"]): Shape {
  switch (type) {
    case "wallBid":
      return {
        group: (a) => (a.type === "wallBid" && a.black ? `black:${a.noble ?? ""}` : "none"),
        groupLabel: (g) => (g === "none" ? "Nobody takes the black" : `${nobleName(g.slice(6) || null, nobles)} takes the black`),
        amount: (a) => (a.type === "wallBid" ? a.gold : 0),
        title: "Wall bid",
        help: "Secret until every house has bid (4.2.2). A lord who takes the black leaves your house for the Watch.",
      };
    case "ransom":
      return {
        group: (a) => (a.type === "ransom" ? a.noble : ""),
        groupLabel: (g) => `Ransom for ${nobleName(g, nobles)}`,
        amount: (a) => (a.type === "ransom" ? a.amount : 0),
        title: "Ransom",
        help: "Offer gold for a captive; his captor accepts or refuses.",
      };
    case "split":
      return { group: () => "", groupLabel: () => "", amount: (a) => (a.type === "split" ? a.left : 0), title: "Hide your gold", help: "Greyjoy takes one of your two hands: put some gold in the left one, the rest goes in the right." };
    default:
      return { group: () => "", groupLabel: () => "", amount: (a) => (a.type === "bid" ? a.amount : 0), title: "Secret bid", help: "Bids stay hidden until every house has bid (4.1)." };
  }
}

export function AmountPrompt({ picture, actions, send, busy, promptKind }: FiefPromptProps): ReactElement | null {
  const type = actions[0]?.type ?? "bid";
  const shape = shapeOf(type, picture.view.nobles);
  const groups = [...new Set(actions.map(shape.group))];
  const [group, setGroup] = useState(groups[0] ?? "");
  const inGroup = actions.filter((a) => shape.group(a) === (groups.includes(group) ? group : groups[0]));
  const amounts = [...new Set(inGroup.map(shape.amount))].sort((a, b) => a - b);
  const [index, setIndex] = useState(0);
  const i = Math.min(index, amounts.length - 1);
  const chosen = inGroup.find((a) => shape.amount(a) === amounts[i]);
  if (!chosen) return null;
  return (
    <div className={`amount-prompt amount-${type}`}>
      <p className="hint">{shape.help}</p>
      {groups.length > 1 && (
        <select aria-label={shape.title} value={group} onChange={(e) => setGroup(e.target.value)}>
          {groups.map((g) => (
            <option key={g} value={g}>
              {shape.groupLabel(g)}
            </option>
          ))}
        </select>
      )}
      <label>
        {shape.title}: <strong>{amounts[i]}</strong> Gold Dragons
        <input type="range" min={0} max={amounts.length - 1} value={i} aria-label={`${shape.title} amount`} onChange={(e) => setIndex(Number(e.target.value))} />
      </label>
      <button type="button" className="primary action" disabled={busy} onClick={() => send(chosen)} data-action={JSON.stringify(chosen)}>
        {describe(chosen, picture.view.nobles, promptKind)}
      </button>
    </div>
  );
}
