/**
 * A Westeros deck IV card's decisions (Mother of Dragons, cards.md 6.7): the card named with what it
 * offers and the loyalty tokens its banner placed, then the options of the step asked now. An area
 * option can be picked on the map (the map highlights them).
 */
import type { ReactElement } from "react";
import type { Action } from "../../types.ts";
import { deckIVBanner, deckIVName, deckIVText } from "../../modTexts.ts";
import { areaName, choiceName, unitName } from "../../names.ts";
import { ActionButton } from "../ActionButton.tsx";
import type { PromptProps } from "../types.ts";

const WORDS: Readonly<Record<string, string>> = {
  nothing: "Do nothing",
  done: "No more",
  undo: "Pay to undo the move",
  keep: "Let the move stand",
  "destroy-dragon": "Destroy one of your dragons (a future dragon-strength token moves to the box)",
  "return-dragon": "Bring a destroyed dragon back to Pentos",
};

export function deckIVChoiceName(choice: string): string {
  if (WORDS[choice]) return WORDS[choice];
  const round = /^round-(\d+)$/.exec(choice);
  if (round) return `The round ${round[1]} dragon-strength token`;
  if (choice === "footman" || choice === "knight" || choice === "siege-engine") return `A ${unitName(choice)}`;
  return choiceName(choice);
}

export function DeckIVPrompt({ legal, picture, selected, select, send, busy }: PromptProps): ReactElement {
  const prompt = picture.prompts.find((p) => p.kind.startsWith("westeros-iv"));
  const card = (prompt?.detail as { card?: string } | undefined)?.card ?? "";
  const banner = deckIVBanner(card);
  const choices = legal.filter((a): a is Extract<Action, { type: "choose" }> => a.type === "choose");
  const others = legal.filter((a) => a.type !== "choose");
  const picked = selected !== null && choices.some((a) => a.choice === selected) ? choices.filter((a) => a.choice === selected || !(a.choice in picture.view.areas)) : choices;
  return (
    <div className="deck-iv-prompt" data-card={card}>
      <p className="westeros-iv-card">
        <strong>{deckIVName(card)}</strong> <small>(Westeros deck IV)</small> <span className="card-text">{deckIVText(card)}</span>
        {banner.length > 0 && <small> Its banner put a loyalty token in {banner.map(areaName).join(" and ")}.</small>}
      </p>
      {picked !== choices && (
        <button type="button" className="link" onClick={() => select(null)}>
          show all options
        </button>
      )}
      <div className="choices">
        {picked.map((a) => (
          <ActionButton key={a.choice} action={a} send={send} busy={busy} label={deckIVChoiceName(a.choice)} />
        ))}
        {others.map((a, i) => (
          <ActionButton key={i} action={a} send={send} busy={busy} />
        ))}
      </div>
    </div>
  );
}
