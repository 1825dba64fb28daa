/** Your hand, and every house's hand size and discards (public, rulebook p.18). */
import type { ReactElement } from "react";
import type { GameView } from "../types.ts";
import { cardName, houseName } from "../names.ts";
import { HouseCard } from "./HouseCard.tsx";

export function HouseCards({ view }: { view: GameView }): ReactElement {
  const mine = view.seat ? view.houseCards[view.seat as keyof typeof view.houseCards] : undefined;
  return (
    <section className="house-cards" aria-label="House cards">
      {mine && (
        <>
          <h4>Your hand</h4>
          <div className="card-row">
            {mine.hand.map((id) => (
              <HouseCard key={id} id={id} />
            ))}
          </div>
        </>
      )}
      <h4>Discards</h4>
      <ul className="discards">
        {view.houses.map((h) => {
          const cards = view.houseCards[h];
          return (
            <li key={h}>
              <strong>{houseName(h)}</strong> ({cards?.hand.length ?? 0} in hand):{" "}
              {cards && cards.discard.length > 0 ? cards.discard.map(cardName).join(", ") : "none"}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
