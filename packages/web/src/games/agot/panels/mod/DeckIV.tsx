/**
 * Westeros deck IV (cards.md 6.7): the cards revealed so far, newest first, each with the banner's
 * loyalty tokens and its option in our own words (modTexts.ts), and how many are left. The deck's order is secret (the view lists what is left in
 * printed order), so nothing about the next card is shown.
 */
import type { ReactElement } from "react";
import type { GameView } from "../../types.ts";
import { deckIVBanner, deckIVName, deckIVText } from "../../modTexts.ts";
import { modAreaName } from "./mod-facts.ts";

/** The banner's loyalty tokens, placed when the card is revealed. */
function banner(view: GameView, card: string): string {
  const areas = deckIVBanner(card);
  return areas.length === 0 ? "no banner tokens. " : `1 loyalty token on ${areas.map((a) => modAreaName(view, a)).join(" and ")}. `;
}

export function DeckIV({ view }: { view: GameView }): ReactElement | null {
  const iv = view.mod?.westerosIV;
  if (!iv) return null;
  const revealed = [...iv.discard].reverse();
  return (
    <section className="deck-iv" aria-label="Westeros deck IV">
      <h4>Westeros deck IV</h4>
      {revealed.length === 0 ? (
        <p className="hint">No card revealed yet; {iv.deck.length} in the deck. One is revealed each Westeros phase, after deck III.</p>
      ) : (
        <>
          <ol>
            {revealed.map((c, i) => (
              <li key={c} className={i === 0 ? "latest" : ""} data-card={c}>
                <strong>{deckIVName(c)}</strong>
                {i === 0 && <em> (latest)</em>}: {banner(view, c)}
                {deckIVText(c) ?? ""}
              </li>
            ))}
          </ol>
          <p className="hint">{iv.deck.length} left in the deck.</p>
        </>
      )}
    </section>
  );
}
