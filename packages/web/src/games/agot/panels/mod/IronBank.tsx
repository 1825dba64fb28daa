/**
 * The Iron Bank of Braavos (cards.md 6.9): the three face-up loans with what they cost this seat
 * (Braavos' holder pays 1 less), what each does, the face-down deck's size, and every house's
 * loans with the interest due (1 power per loan at the start of each round from the second).
 * The deck's order is never shown: the view holds only its size.
 */
import type { ReactElement } from "react";
import type { GameView } from "../../types.ts";
import { houseName } from "../../names.ts";
import { Chip } from "../Tracks.tsx";
import { loanName, loanText } from "../../modTexts.ts";
import { braavosPlayer, LOAN_SLOT_COSTS, loanCostFor, loansOf } from "./mod-facts.ts";

export function IronBank({ view }: { view: GameView }): ReactElement | null {
  const bank = view.mod?.bank;
  if (!bank) return null;
  const braavos = braavosPlayer(view);
  const me = view.seat;
  const debtors = view.houses.filter((h) => loansOf(view, h).length > 0);
  return (
    <section className="iron-bank" aria-label="Iron Bank">
      <h4>Iron Bank of Braavos</h4>
      <p className="hint">
        Buy with an Iron Bank order (sea or port) in the Consolidate Power step. Braavos:{" "}
        {braavos ? (
          <>
            <Chip house={braavos} /> pays 1 less for a loan
          </>
        ) : (
          "nobody holds it (no discount)"
        )}
        . Deck: {bank.deckSize} face down.
      </p>
      <ol className="loan-slots">
        {bank.slots.map((loan, slot) => {
          const printed = LOAN_SLOT_COSTS[slot] ?? 0;
          const mine = me && loan ? loanCostFor(view, me, slot) : printed;
          return (
            <li key={slot} data-slot={slot}>
              <span className="cost" title="Printed cost of this slot">
                {printed}
              </span>{" "}
              {loan ? (
                <>
                  <strong>{loanName(loan)}</strong>
                  {me && mine !== printed && <em className="discount"> (costs you {mine}: Braavos)</em>}
                  {!me && braavos && <em className="discount"> ({houseName(braavos)} pays {Math.max(0, printed - 1)})</em>}: {loanText(loan) ?? ""}
                </>
              ) : (
                <em>empty</em>
              )}
            </li>
          );
        })}
      </ol>
      {debtors.length > 0 ? (
        <table className="loans">
          <thead>
            <tr>
              <th scope="col">House</th>
              <th scope="col">Loans</th>
              <th scope="col" title="Power paid at the start of each round from the second; a unit is destroyed for each token short">
                Interest
              </th>
            </tr>
          </thead>
          <tbody>
            {debtors.map((h) => {
              const loans = loansOf(view, h);
              const short = Math.max(0, loans.length - (view.power[h] ?? 0));
              return (
                <tr key={h} data-house={h} className={h === me ? "me" : ""}>
                  <td>
                    <Chip house={h} />
                  </td>
                  <td>{loans.map(loanName).join(", ")}</td>
                  <td className="interest">
                    {loans.length} power a round
                    {short > 0 && <em className="short"> ({short} short now: a unit lost for each)</em>}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      ) : (
        <p className="hint">No house owes the bank anything.</p>
      )}
    </section>
  );
}
