/**
 * Placing orders (rulebook p.11): pick an area (map or list), pick a token, repeat; nothing is sent
 * until "Place orders". Then the staged orders go one at a time, each only while the engine still
 * lists it as legal, so the engine (not this client) decides what is allowed. The King's Court
 * limit on special orders (p.22) is shown and kept while staging: the engine's legal list cannot
 * know which of the staged tokens the player will send.
 */
import { OrderAreaList } from "./OrderAreaList.tsx";
import { useEffect, useRef, useState, type ReactElement } from "react";
import { starsOf } from "../board-facts.ts";
import { areaName, ORDERS, orderName, type OrderKind } from "../names.ts";
import { ofType, type PromptProps } from "./types.ts";

export type Staged = Readonly<Record<string, string>>;

export interface OrdersProps extends PromptProps {
  staged: Staged;
  setStaged(s: Staged): void;
}

export function OrdersPrompt(props: OrdersProps): ReactElement {
  const { legal, selected, select, send, busy, staged, setStaged, picture, seat } = props;
  const [submitting, setSubmitting] = useState(false);
  const [note, setNote] = useState<string | null>(null);
  const places = ofType(legal, "place-order");
  const areas = [...new Set(places.map((a) => a.area))];
  const kindsFor = (area: string): string[] => places.filter((a) => a.area === area).map((a) => a.order);
  const used = (kind: string): number => Object.values(staged).filter((k) => k === kind).length;
  const left = (kind: string): number => (ORDERS[kind as OrderKind]?.count ?? 1) - used(kind);
  const isSpecial = (kind: string | undefined): boolean => kind !== undefined && (ORDERS[kind as OrderKind]?.special ?? false);
  const starLimit = starsOf(picture.view, seat);
  // Special tokens already on the board (placed earlier, not staged) count against the limit too.
  const onBoard = Object.entries(picture.view.areas).filter(([id, a]) => !(id in staged) && a.order?.house === seat && isSpecial(a.order.kind ?? undefined)).length;
  const specials = onBoard + Object.values(staged).filter(isSpecial).length;
  /** Why a token cannot be staged in `area`, or null when it can. */
  const blockedWhy = (area: string, kind: string): string | null => {
    if (staged[area] === kind) return null;
    if (left(kind) <= 0) return "none left";
    if (isSpecial(kind) && !isSpecial(staged[area]) && specials >= starLimit)
      return starLimit === 0 ? "your King's Court place allows no special orders" : `the King's Court allows ${starLimit}`;
    return null;
  };
  // Areas already sent in this submission: one that comes back still unordered was refused.
  const attempted = useRef(new Set<string>());
  // The server's reasons for refusals during this submission (the next send clears the page's error).
  const reasons = useRef<string[]>([]);
  useEffect(() => {
    if (submitting && props.error && !reasons.current.includes(props.error)) reasons.current.push(props.error);
  }, [submitting, props.error]);
  const current = selected !== null && areas.includes(selected) ? selected : null;

  // Sends the next staged order once the previous one is answered (busy covers the ack and the update).
  useEffect(() => {
    if (!submitting || busy) return;
    const pending = Object.entries(staged).filter(([area]) => areas.includes(area));
    const next = places.find((a) => !attempted.current.has(a.area) && pending.some(([area, kind]) => a.area === area && a.order === kind));
    if (next) {
      attempted.current.add(next.area);
      send(next);
      return;
    }
    setSubmitting(false);
    if (pending.length > 0) {
      const why = reasons.current.length > 0 ? ` The server said: ${reasons.current.join(" ")}` : "";
      setNote(`Not accepted: ${pending.map(([a, k]) => `${orderName(k)} in ${areaName(a)}`).join("; ")}.${why} Choose again.`);
      const keep: Record<string, string> = {};
      for (const [a, k] of Object.entries(staged)) if (!areas.includes(a)) keep[a] = k;
      setStaged(keep);
    }
  }, [submitting, busy, staged, places, areas, send, setStaged]);

  const stage = (area: string, kind: string): void => {
    setNote(null);
    setStaged({ ...staged, [area]: kind });
    const nextArea = areas.find((a) => a !== area && !(a in staged));
    select(nextArea ?? null);
  };
  const unstage = (area: string): void => {
    const copy = { ...staged };
    delete copy[area];
    setStaged(copy);
  };
  const ready = areas.length > 0 && areas.every((a) => a in staged);

  return (
    <div className="orders-prompt">
      <OrderAreaList areas={areas} current={current} staged={staged} emptyText="no order yet" select={select} unstage={unstage} />
      {current && (
        <section aria-label={`Orders for ${areaName(current)}`}>
          <h4>Order for {areaName(current)}</h4>
          <div className="choices order-kinds">
            {kindsFor(current).map((k) => {
              const why = blockedWhy(current, k);
              return (
                <button
                  type="button"
                  key={k}
                  className={`action action-place-order${isSpecial(k) ? " special" : ""}`}
                  data-order-kind={k}
                  disabled={submitting || why !== null}
                  title={why ?? undefined}
                  onClick={() => stage(current, k)}
                >
                  {orderName(k)} <small>({why ?? `${left(k)} left`})</small>
                </button>
              );
            })}
          </div>
        </section>
      )}
      <p className="special-count" data-specials={specials} data-limit={starLimit}>
        Special orders: <strong>{specials}</strong> of {starLimit} <small>(King's Court)</small>
      </p>
      {!current && !ready && <p className="hint">Pick an area with your units on the map or in the list.</p>}
      {note && <p className="error">{note}</p>}
      <button
        type="button"
        className="primary submit-orders"
        disabled={submitting || busy || Object.keys(staged).length === 0}
        onClick={() => {
          attempted.current.clear();
          reasons.current = [];
          setSubmitting(true);
        }}
      >
        {submitting ? "Placing…" : ready ? "Place orders" : "Place these orders"}
      </button>
    </div>
  );
}
