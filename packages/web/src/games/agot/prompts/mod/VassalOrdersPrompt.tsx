/**
 * A vassal's orders (Mother of Dragons, summary "Ordering vassals"; cards.md 6.4.2), placed by its
 * commander (`detail.vassal`): at most two of the vassal's own four tokens (none special), the
 * other areas stay without one. Staged like the base game's orders (pick an area on the map or in
 * the list, then a token), then sent one at a time while still legal, and closed with the engine's
 * `done`, so the engine decides what is allowed.
 */
import { OrderAreaList } from "../OrderAreaList.tsx";
import { useEffect, useRef, useState, type ReactElement } from "react";
import { areaName, houseName, orderName } from "../../names.ts";
import { actingHouse } from "../acting.ts";
import type { ControlProps } from "../Control.tsx";
import { ofType } from "../types.ts";

/** A vassal places at most this many order tokens a round (cards.md 6.4.2). */
const VASSAL_ORDERS = 2;

export function VassalOrdersPrompt(props: ControlProps): ReactElement {
  const { legal, picture, seat, selected, select, send, busy, staged, setStaged } = props;
  const house = actingHouse(picture.prompts, seat);
  const places = ofType(legal, "place-order");
  const areas = [...new Set(places.map((a) => a.area))];
  const finish = legal.find((a) => a.type === "done");
  const onBoard = Object.entries(picture.view.areas).filter(([id, a]) => !(id in staged) && a.order?.house === house).length;
  const placed = onBoard + Object.keys(staged).length;
  const current = selected !== null && areas.includes(selected) ? selected : null;
  const [submitting, setSubmitting] = useState(false);
  const sent = useRef(new Set<string>());
  const finished = useRef(false);

  // Sends the next staged order once the previous one is answered, then `done`.
  useEffect(() => {
    if (!submitting || busy) return;
    const next = places.find((a) => staged[a.area] === a.order && !sent.current.has(a.area));
    if (next) {
      sent.current.add(next.area);
      send(next);
      return;
    }
    if (finish && !finished.current) {
      finished.current = true;
      send(finish);
      return;
    }
    setSubmitting(false);
  }, [submitting, busy, places, staged, finish, send]);

  const why = (area: string, kind: string): string | null => {
    if (Object.entries(staged).some(([a, k]) => k === kind && a !== area)) return "none left";
    if (!(area in staged) && placed >= VASSAL_ORDERS) return `a vassal places at most ${VASSAL_ORDERS}`;
    return null;
  };
  const stage = (area: string, kind: string): void => {
    setStaged({ ...staged, [area]: kind });
    select(null);
  };
  const unstage = (area: string): void => {
    const copy = { ...staged };
    delete copy[area];
    setStaged(copy);
  };
  const count = Object.keys(staged).length;

  return (
    <div className="orders-prompt" data-house={house}>
      <p className="vassal-orders">
        Orders for your vassal <strong>{houseName(house)}</strong>, with its own tokens: up to {VASSAL_ORDERS}, the other areas stay without an order.
      </p>
      <OrderAreaList areas={areas} current={current} staged={staged} emptyText="no order" select={select} unstage={unstage} />
      {current && (
        <section aria-label={`Orders for ${areaName(current)}`}>
          <h4>Order for {areaName(current)}</h4>
          <div className="choices order-kinds">
            {places
              .filter((a) => a.area === current)
              .map(({ order: k }) => {
                const reason = why(current, k);
                return (
                  <button type="button" key={k} className="action action-place-order" data-order-kind={k} disabled={submitting || reason !== null} title={reason ?? undefined} onClick={() => stage(current, k)}>
                    {orderName(k)} {reason && <small>({reason})</small>}
                  </button>
                );
              })}
          </div>
        </section>
      )}
      <p className="vassal-count" data-placed={placed}>
        {houseName(house)}'s orders: <strong>{placed}</strong> of {VASSAL_ORDERS}
      </p>
      {!current && placed < VASSAL_ORDERS && areas.length > 0 && <p className="hint">Pick an area with {houseName(house)}'s units on the map or in the list.</p>}
      <button
        type="button"
        className="primary submit-orders"
        disabled={submitting || busy || (count === 0 && !finish)}
        onClick={() => {
          sent.current.clear();
          finished.current = false;
          setSubmitting(true);
        }}
      >
        {submitting ? "Placing…" : count === 0 ? `Place no orders for ${houseName(house)}` : `Place ${houseName(house)}'s orders`}
      </button>
    </div>
  );
}
