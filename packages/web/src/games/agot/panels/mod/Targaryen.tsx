/**
 * Targaryen's tracks (cards.md 6.5, 6.6): its Victory track counts loyalty, not castles (tokens
 * collected, +1 while it holds Pentos; 7 wins at once), the loyalty tokens waiting on the board, and
 * the dragon-strength track: every dragon's strength in each round, the current one marked, a
 * token Fire Made Flesh brought forward already in the box.
 */
import type { ReactElement } from "react";
import type { GameView } from "../../types.ts";
import { dragonStrengthByRound, dragonStrengthNow, holdsPentos, LOYALTY_VICTORY, loyaltyOnBoard, modAreaName, targaryenVictory } from "./mod-facts.ts";

export function Targaryen({ view }: { view: GameView }): ReactElement | null {
  if (!view.mod || !view.houses.includes("targaryen")) return null;
  const victory = targaryenVictory(view);
  const waiting = loyaltyOnBoard(view);
  const rounds = dragonStrengthByRound(view);
  const now = dragonStrengthNow(view);
  return (
    <section className="targaryen" aria-label="Targaryen">
      <h4>Targaryen</h4>
      <p className="loyalty-victory">
        Victory track: <strong>{victory}</strong>/{LOYALTY_VICTORY} — {view.mod.loyaltyCollected} loyalty token{view.mod.loyaltyCollected === 1 ? "" : "s"} collected
        {holdsPentos(view) ? " + 1 for Pentos" : " (Pentos lost: no +1)"}. Targaryen counts loyalty, not castles, and wins at once on reaching {LOYALTY_VICTORY}.
      </p>
      <p className="loyalty-board">
        Loyalty on the board:{" "}
        {waiting.length > 0 ? waiting.map(([area, n]) => `${modAreaName(view, area)}${n > 1 ? ` ×${n}` : ""}`).join(", ") : "none"}
        {waiting.length > 0 && <small> (Targaryen takes them by controlling the area)</small>}
      </p>
      <div className="dragon-track" aria-label="Dragon strength">
        <p>
          Dragon strength now: <strong className="dragon-now">{now}</strong>
          {view.mod.dragonBox > 0 && <small> ({view.mod.dragonBox} brought forward by Fire Made Flesh)</small>}
        </p>
        <ol>
          {rounds.map((r) => (
            <li key={r.round} className={r.round === view.round ? "now" : r.round < view.round ? "past" : ""} data-round={r.round} title={`Round ${r.round}: dragons have strength ${r.strength}`}>
              <span className="round-no">{r.round}</span>
              <span className="strength">{r.strength}</span>
              {r.token && r.round > view.round && <span className="token" aria-label="a dragon-strength token">◆</span>}
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
