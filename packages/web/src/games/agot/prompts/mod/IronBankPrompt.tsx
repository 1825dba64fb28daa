/**
 * The Iron Bank order in the Consolidate Power step (Mother of Dragons, cards.md 6.9): buy one of
 * the loans on display, each shown with its cost (1 less for the holder of Braavos, never for a
 * vassal: AG-32) and what it does, or buy nothing and remove the order. The other orders this step
 * resolves are offered below as usual.
 */
import type { ReactElement } from "react";
import type { Action } from "../../types.ts";
import { braavosPlayer, loanCostFor } from "../../panels/mod/mod-facts.ts";
import { loanName, loanText } from "../../modTexts.ts";
import { areaName } from "../../names.ts";
import { ActionButton } from "../ActionButton.tsx";
import { GenericPrompt } from "../GenericPrompt.tsx";
import type { PromptProps } from "../types.ts";

type BuyLoan = Extract<Action, { type: "buy-loan" }>;


export function IronBankPrompt(props: PromptProps): ReactElement {
  const { legal, picture, seat, send, busy } = props;
  const buys = legal.filter((a): a is BuyLoan => a.type === "buy-loan");
  const others = legal.filter((a) => a.type !== "buy-loan");
  const slots = picture.view.mod?.bank?.slots ?? [];
  const discount = braavosPlayer(picture.view) === seat;
  const power = (picture.view.power as Record<string, number | undefined>)[seat] ?? 0;
  return (
    <div className="iron-bank-prompt">
      {[...new Set(buys.map((b) => b.area))].map((area) => (
        <section key={area} aria-label={`Iron Bank order in ${areaName(area)}`}>
          <h4>Iron Bank order in {areaName(area)}</h4>
          <p className="hint">
            Buy one loan on display and resolve it now (you have {power} power{discount ? "; as the holder of Braavos you pay 1 less" : ""}), or buy none.
            Each loan costs 1 power of interest every round from the next.
          </p>
          <ul className="loans">
            {slots.map((loan, slot) => {
              if (loan === null) return null;
              const buy = buys.find((b) => b.area === area && b.slot === slot);
              return (
                <li key={slot} className="loan" data-loan={loan}>
                  <strong>{loanName(loan)}</strong> <small>costs {loanCostFor(picture.view, seat, slot)}</small>
                  <span className="card-text"> {loanText(loan)}</span>{" "}
                  {buy ? (
                    <ActionButton action={buy} send={send} busy={busy} label={`Buy ${loanName(loan)}`} />
                  ) : (
                    <small className="unaffordable">(not enough power)</small>
                  )}
                </li>
              );
            })}
          </ul>
          {buys
            .filter((b) => b.area === area && b.slot === null)
            .map((b, i) => (
              <ActionButton key={i} action={b} send={send} busy={busy} label="Buy no loan (remove the order)" />
            ))}
        </section>
      ))}
      {others.length > 0 && <GenericPrompt {...props} legal={others} />}
    </div>
  );
}
