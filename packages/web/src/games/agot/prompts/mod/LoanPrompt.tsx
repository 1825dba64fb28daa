/**
 * Resolving a loan just bought (Mother of Dragons, cards.md 6.9): the loan and its text, then its
 * decisions one at a time: units placed from the reserve (pick an area on the map or below),
 * improvements on chosen areas, The Faceless Men's victims, and the Spymaster's look at a Westeros
 * deck, whose cards (in the view for this seat only) are shown by name with the ways to put them back.
 */
import type { ReactElement } from "react";
import type { Action, GameView } from "../../types.ts";
import { WESTEROS_TEXTS } from "../../cardTexts.ts";
import { describe } from "../../describe.ts";
import { deckIVName, deckIVText, loanName, loanText } from "../../modTexts.ts";
import { areaName, choiceName, houseName, unitName, westerosCardName } from "../../names.ts";
import { ActionButton } from "../ActionButton.tsx";
import type { PromptProps } from "../types.ts";

const DECK_NUMERALS = ["I", "II", "III", "IV"];

/** A card the Spymaster saw: of decks I-III, or of deck IV where Targaryen plays. */
const spiedName = (c: string): string => (WESTEROS_TEXTS[c] !== undefined ? westerosCardName(c) : deckIVName(c));
const spiedText = (c: string): string => WESTEROS_TEXTS[c] ?? deckIVText(c) ?? "";

/** The loan frame as this seat sees it (the Spymaster's cards only for its buyer). */
function loanFrame(view: GameView): { loan?: string; deck?: number | null; cards?: (string | null)[] } | null {
  const f = [...view.stack].reverse().find((s) => (s as { kind?: string }).kind === "loan");
  return (f as { loan?: string; deck?: number | null; cards?: (string | null)[] } | undefined) ?? null;
}

/** A Spymaster arrangement ("top-2-1", "top-1-bottom-2", "bottom-1-2") in words, naming the cards. */
export function arrangementName(choice: string, cards: readonly string[]): string {
  const [topPart = "", bottomPart = ""] = choice.split("bottom");
  const named = (part: string): string[] => (part.match(/\d/g) ?? []).map((d) => spiedName(cards[Number(d) - 1] ?? `card ${d}`));
  const top = named(topPart);
  const bottom = named(bottomPart);
  const parts: string[] = [];
  if (top.length > 0) parts.push(`${top.join(" then ")} on top${top.length > 1 ? " (first named drawn first)" : ""}`);
  if (bottom.length > 0) parts.push(`${bottom.join(" then ")} at the bottom${bottom.length > 1 ? " (last named lowest)" : ""}`);
  return parts.join("; ");
}

function choiceLabel(a: Extract<Action, { type: "choose" }>, view: GameView, frame: ReturnType<typeof loanFrame>): string {
  const c = a.choice;
  const deck = /^deck-(\d)$/.exec(c);
  if (deck) {
    const i = Number(deck[1]) - 1;
    const size = i === 3 ? (view.mod?.westerosIV?.deck.length ?? 0) : (view.westeros.deckSizes[i] ?? 0);
    return `Look at Westeros deck ${DECK_NUMERALS[i] ?? deck[1]} (${size} cards)`;
  }
  if (/^(top|bottom)-/.test(c)) return arrangementName(c, (frame?.cards ?? []).map((x) => x ?? "?"));
  if (c === "power") return "A power improvement (+1 crown)";
  if (c === "supply") return "A supply improvement (+1 barrel)";
  return choiceName(c);
}

function otherLabel(a: Action, view: GameView): string {
  if (a.type === "place-unit") return `Place a ${unitName(a.unit)} in ${areaName(a.area)}`;
  if (a.type === "destroy-unit") {
    const owner = view.areas[a.area]?.house;
    return `Destroy ${owner ? `${houseName(owner)}'s` : "the"} ${unitName(a.unit)} in ${areaName(a.area)}`;
  }
  if (a.type === "done") return "Stop here (the rest is not used)";
  return describe(a);
}

export function LoanPrompt({ legal, picture, selected, select, send, busy }: PromptProps): ReactElement {
  const frame = loanFrame(picture.view);
  const loan = (picture.prompts.find((p) => p.kind === "loan")?.detail as { loan?: string } | undefined)?.loan ?? frame?.loan ?? "";
  // Other seats see the Spymaster's cards as nulls (view.ts redacts them); only the buyer is asked.
  const seen = (frame?.cards ?? []).filter((c): c is string => typeof c === "string");
  const here = selected === null ? legal : legal.filter((a) => ("area" in a && a.area === selected) || a.type === "done" || a.type === "choose");
  const shown = here.length > 0 ? here : legal;
  return (
    <div className="loan-prompt" data-loan={loan}>
      <p className="loan-card">
        <strong>{loanName(loan)}</strong> <span className="card-text">{loanText(loan)}</span>
      </p>
      {seen.length > 0 && (
        <section className="spymaster-cards" aria-label="The cards you see">
          <h4>You see, from the top:</h4>
          <ol>
            {seen.map((c, i) => (
              <li key={i} data-card={c}>
                <strong>{spiedName(c)}</strong> <small>{spiedText(c)}</small>
              </li>
            ))}
          </ol>
        </section>
      )}
      {shown !== legal && (
        <p>
          {areaName(selected!)}{" "}
          <button type="button" className="link" onClick={() => select(null)}>
            show all
          </button>
        </p>
      )}
      <div className="choices">
        {shown.map((a, i) => (
          <ActionButton key={i} action={a} send={send} busy={busy} label={a.type === "choose" ? choiceLabel(a, picture.view, frame) : otherLabel(a, picture.view)} />
        ))}
      </div>
    </div>
  );
}
