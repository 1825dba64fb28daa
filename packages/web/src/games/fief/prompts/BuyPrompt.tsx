/**
 * Purchases (Phase 4): what to buy, with its price, then where (a lit village on the map or a
 * button). Titles list the noble who would hold them.
 */
import type { ReactElement } from "react";
import { COSTS, fiefName, itemName, nobleName, troopStrength, villageName } from "../names.ts";
import { ofType, type ActionOf } from "../types.ts";
import { ActionButton } from "./ActionButton.tsx";
import type { FiefPromptProps } from "./types.ts";

const ITEM_HELP: Readonly<Record<string, string>> = {
  stronghold: "a fortification: attackers suffer a penalty, new nobles appear here (4.3.1)",
  mill: "+1 Gold Dragon of income for its controller (4.3.2)",
  sept: "+1 Gold Dragon of income; no Uprising here (4.3.3)",
  maester: "may spare a house here from the Plague (4.3.4)",
  fiefTitle: "a Lord Paramount title: a victory point (4.4)",
  freeTitle: "a title at no cost",
};

export function BuyPrompt({ picture, actions, selected, send, busy, promptKind }: FiefPromptProps): ReactElement {
  const buys = ofType(actions, "buy");
  const items = [...new Set(buys.map((b) => b.item))];
  const nobles = picture.view.nobles;
  const label = (b: ActionOf<"buy">): string =>
    b.item === "fiefTitle" || b.item === "freeTitle" ? `${b.fief ? fiefName(b.fief) : "title"} for ${nobleName(b.noble, nobles)}${b.village ? ` (${villageName(b.village)})` : ""}` : b.village ? villageName(b.village) : itemName(b.item);
  const gold = picture.view.houses[picture.view.seat ?? ""]?.gold;
  return (
    <div className="buy-prompt">
      {gold !== undefined && <p className="hint">You have {gold} Gold Dragons. Pick a lit village on the map to see what you can buy there.</p>}
      {items.map((item) => {
        const list = buys.filter((b) => b.item === item && (selected === null || b.village === selected || !b.village));
        if (list.length === 0) return null;
        const cost = (COSTS as Record<string, number>)[item];
        const help = ITEM_HELP[item] ?? troopStrength(item);
        return (
          <details key={item} open={selected !== null || list.length <= 4} className="buy-item" data-item={item}>
            <summary>
              {itemName(item).replace(/^an? /, "").replace(/^./, (c) => c.toUpperCase())}
              {cost !== undefined ? ` · ${cost} GD` : ""} <small className="hint">{help}</small>
            </summary>
            <div className="choices">
              {list.map((b, i) => (
                <ActionButton key={i} action={b} send={send} busy={busy} nobles={nobles} promptKind={promptKind} label={label(b)} />
              ))}
            </div>
          </details>
        );
      })}
    </div>
  );
}
