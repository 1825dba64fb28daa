/**
 * House cards are open information (cards.md 1.3: hands and discard piles): your hand, and for
 * every house its hand and discards on demand, each card with its text.
 */
import type { ReactElement } from "react";
import type { GameView } from "../types.ts";
import { count, houseName } from "../names.ts";
import { HouseCard } from "./HouseCard.tsx";

function Cards({ ids, faded }: { ids: readonly string[]; faded?: boolean }): ReactElement {
  if (ids.length === 0) return <p className="hint">none</p>;
  return (
    <div className="card-row">
      {ids.map((id) => (
        <HouseCard key={id} id={id} faded={faded ?? false} />
      ))}
    </div>
  );
}

export function HouseCards({ view }: { view: GameView }): ReactElement {
  const cardsOf = (h: string) => view.houseCards[h as keyof typeof view.houseCards];
  const mine = view.seat ? cardsOf(view.seat) : undefined;
  return (
    <section className="house-cards" aria-label="House cards">
      {mine && (
        <>
          <h4>Your hand</h4>
          <Cards ids={mine.hand} />
          {mine.discard.length > 0 && (
            <details className="house-hand">
              <summary>Your discards ({mine.discard.length})</summary>
              <Cards ids={mine.discard} faded />
            </details>
          )}
        </>
      )}
      <h4>Every house's cards</h4>
      {view.houses
        .filter((h) => h !== view.seat)
        .map((h) => {
          const cards = cardsOf(h);
          return (
            <details key={h} className="house-hand" data-house={h}>
              <summary>
                <strong>{houseName(h)}</strong>: {count(cards?.hand.length ?? 0, "card")} in hand, {cards?.discard.length ?? 0} discarded
              </summary>
              <h5>In hand</h5>
              <Cards ids={cards?.hand ?? []} />
              <h5>Discarded</h5>
              <Cards ids={cards?.discard ?? []} faded />
            </details>
          );
        })}
    </section>
  );
}
