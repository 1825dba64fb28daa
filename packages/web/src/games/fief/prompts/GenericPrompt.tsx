/**
 * Any Fief decision drawn from the legal actions alone, each as a button in words: the fallback
 * for every kind no special control takes (and for kinds a newer engine adds). Actions naming a
 * village can be picked on the map; long lists fold by kind.
 */
import type { ReactElement } from "react";
import { villagesOf } from "../describe.ts";
import { villageName } from "../names.ts";
import type { Action } from "../types.ts";
import { ActionButton } from "./ActionButton.tsx";
import { battleHits } from "../panels/Dice.tsx";
import type { FiefPromptProps } from "./types.ts";

const SHORT_LIST = 10;

const KIND_NAMES: Readonly<Record<string, string>> = {
  ability: "Abilities and privileges", propose: "Marriages", outlaw: "Outlaws", pardon: "Pardons", candidate: "Candidates", place: "Where to place",
  chooseStart: "Starting villages", declareBattle: "Battles", siege: "Sieges", pillage: "Pillage", transfer: "Titles", concede: "Title concessions",
  persuade: "Persuasion", reroll: "Rerolls", control: "Control", captives: "Who takes the captives", strikeFirst: "Who is struck first", wallTroop: "Troops for the Wall",
};
const kindName = (t: string): string => KIND_NAMES[t] ?? t.replace(/([A-Z])/g, " $1").replace(/^./, (c) => c.toUpperCase());

function byType(actions: readonly Action[]): Map<string, Action[]> {
  const m = new Map<string, Action[]>();
  for (const a of actions) m.set(a.type, [...(m.get(a.type) ?? []), a]);
  return m;
}

/** A Champion's reroll names the die by its face (4.2.6: the side's own dice, as the prompt lists them). */
function rerollLabel(die: number, view: FiefPromptProps["picture"]["view"]): string | undefined {
  const roll = view.battle?.roll;
  if (!roll || !view.battle) return undefined;
  const side = view.battle.attacker === view.seat ? roll.attacker : roll.defender;
  const face = side.faces[die];
  return face === undefined ? undefined : `Reroll a die showing ${face} (${battleHits(face)} hit${battleHits(face) === 1 ? "" : "s"})`;
}

export function GenericPrompt({ picture, actions, selected, select, send, busy, promptKind }: FiefPromptProps): ReactElement | null {
  if (actions.length === 0) return null;
  const nobles = picture.view.nobles;
  const view = picture.view;
  const button = (a: Action, i: number): ReactElement => {
    const special = a.type === "reroll" ? rerollLabel(a.die, view) : undefined;
    return <ActionButton key={i} action={a} send={send} busy={busy} nobles={nobles} promptKind={promptKind} {...(special ? { label: special } : {})} />;
  };
  const here = selected === null ? [] : actions.filter((a) => villagesOf(a).includes(selected));
  if (here.length > 0) {
    const elsewhere = actions.filter((a) => villagesOf(a).length === 0);
    return (
      <div className="generic-prompt">
        <section aria-label={`Choices at ${villageName(selected!)}`}>
          <h4>
            {villageName(selected!)}{" "}
            <button type="button" className="link" onClick={() => select(null)}>
              show all
            </button>
          </h4>
          <div className="choices">{here.map(button)}</div>
        </section>
        {elsewhere.length > 0 && <div className="choices">{elsewhere.map(button)}</div>}
      </div>
    );
  }
  if (actions.length <= SHORT_LIST) return <div className="generic-prompt choices">{actions.map(button)}</div>;
  const onMap = actions.some((a) => villagesOf(a).length > 0);
  return (
    <div className="generic-prompt">
      {onMap && <p className="hint">Pick a lit village on the map, or choose below.</p>}
      {[...byType(actions)].map(([type, list]) =>
        list.length <= 2 ? (
          <div key={type} className="choices">
            {list.map(button)}
          </div>
        ) : (
          <details key={type} open={list.length <= SHORT_LIST}>
            <summary>
              {kindName(type)} ({list.length})
            </summary>
            <div className="choices">{list.map(button)}</div>
          </details>
        ),
      )}
    </div>
  );
}
