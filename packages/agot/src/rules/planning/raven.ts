/**
 * Use Messenger Raven (rulebook p.12): its holder may swap one placed order for an unused one
 * (never a restricted one, cards.md 3.1 / #309), or look at the top wildling card and keep it on
 * top or bury it, or do nothing. Using it flips the token to its used side.
 */
import type { Action } from "../../actions.ts";
import { ORDERS } from "../../data/orders.ts";
import { WILDLING_CARD_NAMES } from "../../data/westeros-cards.ts";
import { prompt, type FrameRules } from "../../engine/context.ts";
import type { Game } from "../../state.ts";
import { ravenHolder } from "../tracks.ts";
import type { MessengerRavenFrame } from "./frames.ts";
import { placeableKindsGiven, placedOrders } from "./orders.ts";
import { spliced, writableArea } from "../../engine/clone.ts";

export function newMessengerRavenFrame(g: Game): MessengerRavenFrame | null {
  if (g.ravenUsed) return null;
  return { kind: "messenger-raven", house: ravenHolder(g), step: "choose" };
}

export const messengerRavenRules: FrameRules<MessengerRavenFrame> = {
  prompts(g, f) {
    return f.step === "choose"
      ? [prompt(f.house, "messenger-raven", "Messenger Raven: replace one of your orders, look at the top wildling card, or pass.")]
      : [
          prompt(f.house, "messenger-raven-wildling", "Keep the wildling card on top of the deck, or bury it at the bottom.", {
            card: g.wildlings.deck[0],
          }),
        ];
  },

  legalActions(g, f, house) {
    if (house !== f.house) return [];
    if (f.step === "looked") {
      return [
        { type: "raven-keep-wildling-card", bottom: false },
        { type: "raven-keep-wildling-card", bottom: true },
      ];
    }
    const out: Action[] = [{ type: "raven-pass" }, { type: "raven-look-at-wildlings" }];
    // As `placeableKinds(g, house, placed.kind)` per placed order, reading the board once.
    const orders = placedOrders(g, house);
    const kinds = orders.map((p) => p.kind);
    for (const placed of orders) {
      const others = spliced(kinds, kinds.indexOf(placed.kind));
      for (const order of placeableKindsGiven(g, house, others)) {
        if (order !== placed.kind) out.push({ type: "raven-replace-order", area: placed.area, order });
      }
    }
    return out;
  },

  apply(g, f, house, action, ctx) {
    switch (action.type) {
      case "raven-pass":
        ctx.emit("raven", `${house} does not use the Messenger Raven.`);
        g.stack.pop();
        return;
      case "raven-replace-order": {
        writableArea(g, action.area).order = { house, kind: action.order };
        g.ravenUsed = true;
        ctx.emit("raven", `${house} uses the Messenger Raven to replace an order in ${action.area} with ${ORDERS[action.order].name}.`, {
          area: action.area,
          order: action.order,
        });
        g.stack.pop();
        return;
      }
      case "raven-look-at-wildlings": {
        g.ravenUsed = true;
        g.wildlings.topKnownBy = house;
        f.step = "looked";
        const card = g.wildlings.deck[0]!;
        ctx.emit("raven", `${house} uses the Messenger Raven to look at the top wildling card.`);
        ctx.emit("raven-peek", `The top wildling card is ${WILDLING_CARD_NAMES[card]}.`, { card }, [house]);
        return;
      }
      case "raven-keep-wildling-card": {
        if (action.bottom) {
          const [top, ...rest] = g.wildlings.deck;
          g.wildlings.deck = [...rest, top!];
          g.wildlings.topKnownBy = null;
          ctx.emit("raven", `${house} buries the top wildling card at the bottom of the deck.`);
        } else {
          ctx.emit("raven", `${house} leaves the top wildling card where it is.`);
        }
        g.stack.pop();
        return;
      }
      default:
        return;
    }
  },

  run() {
    throw new Error("the Messenger Raven always waits for its holder");
  },
};
