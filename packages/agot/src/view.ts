/**
 * What a seat may see (ENGINE.md "Hidden information"): the RNG, deck orders, other houses'
 * placed orders until the reveal, and the secrets frames hold (bids, chosen house cards, Tides of
 * Battle draws) are hidden; the board, hands, discards and available power are public.
 * The config's seed is hidden too: with it and the public action log anyone could replay the
 * shuffles and know every deck's order.
 */
import type { HouseId } from "./data/houses.ts";
import type { OrderKind } from "./data/orders.ts";
import type { WildlingCardType } from "./data/westeros-cards.ts";
import { rulesFor } from "./engine/registry.ts";
import type { AreaState, Game, GameConfig } from "./state.ts";

export interface AreaView extends Omit<AreaState, "order"> {
  /** `kind` is null for an order placed face down by another house. */
  order: { house: HouseId; kind: OrderKind | null } | null;
}

export interface GameView extends Omit<Game, "config" | "rng" | "areas" | "westeros" | "wildlings" | "tidesDeck" | "stack"> {
  seat: HouseId | null;
  config: Omit<GameConfig, "seed">;
  areas: Record<string, AreaView>;
  westeros: { deckSizes: number[]; discards: Game["westeros"]["discards"]; revealed: Game["westeros"]["revealed"] };
  /** `topKnownBy` is public (everyone saw the raven used); the card itself only its holder sees (AG-18). */
  wildlings: { threat: number; deckSize: number; topKnownBy: HouseId | null; topCard: WildlingCardType | null };
  tidesDeckSize: number;
  /** Frames as this seat may see them, innermost last. */
  stack: unknown[];
}

const ordersHidden = (g: Game): boolean => g.stack.some((f) => f.kind === "assign-orders");

export function viewFor(g: Game, seat: HouseId | null): GameView {
  const hide = ordersHidden(g);
  const areas: Record<string, AreaView> = {};
  for (const [id, a] of Object.entries(g.areas)) {
    const order = a.order && hide && a.order.house !== seat ? { house: a.order.house, kind: null } : a.order;
    areas[id] = { ...a, order };
  }
  const { rng: _rng, config, westeros, wildlings, tidesDeck, stack, ...rest } = g;
  const { seed: _seed, ...publicConfig } = config;
  return {
    ...rest,
    seat,
    config: publicConfig,
    areas,
    westeros: { deckSizes: westeros.decks.map((d) => d.length), discards: westeros.discards, revealed: westeros.revealed },
    wildlings: {
      threat: wildlings.threat,
      deckSize: wildlings.deck.length,
      topKnownBy: wildlings.topKnownBy,
      topCard: seat !== null && wildlings.topKnownBy === seat ? (wildlings.deck[0] ?? null) : null,
    },
    tidesDeckSize: tidesDeck.length,
    stack: stack.map((f) => {
      const rules = rulesFor(f);
      return rules.redact ? rules.redact(g, f, seat) : f;
    }),
  };
}
