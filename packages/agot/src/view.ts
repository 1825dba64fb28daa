/**
 * What a seat may see (ENGINE.md "Hidden information"): the RNG, deck orders, other houses'
 * placed orders until the reveal, and the secrets frames hold (bids, chosen house cards, Tides of
 * Battle draws) are hidden; the board, hands, discards and available power are public.
 * The config's seed is hidden too: with it and the public action log anyone could replay the
 * shuffles and know every deck's order.
 */
import type { HouseId } from "./data/houses.ts";
import { WESTEROS_IV_IDS } from "./data/mod.ts";
import type { OrderKind } from "./data/orders.ts";
import type { WildlingCardType } from "./data/westeros-cards.ts";
import { rulesFor } from "./engine/registry.ts";
import { deciderOf, hasVassals, isVassal } from "./rules/commanders.ts";
import type { AreaState, Game, GameConfig, IronBankState, ModState } from "./state.ts";

export interface AreaView extends Omit<AreaState, "order"> {
  /** `kind` is null for an order placed face down by another house. */
  order: { house: HouseId; kind: OrderKind | null } | null;
}

/** Mother of Dragons' record as seats see it: the Iron Bank's loan deck lies face down, only its size is public (cards.md 6.9). */
export type ModView = Omit<ModState, "bank"> & { bank?: Omit<IronBankState, "deck"> & { deckSize: number } };

export interface GameView extends Omit<Game, "config" | "rng" | "areas" | "westeros" | "wildlings" | "tidesDeck" | "stack" | "mod"> {
  mod?: ModView;
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

/** True when `seat` decides for `house`: the house itself, or its commander (a vassal's orders and cards are the commander's to see). */
const sees = (g: Game, seat: HouseId | null, house: HouseId): boolean => seat === house || (seat !== null && hasVassals(g) && deciderOf(g, house) === seat);

/**
 * A vassal's combat hand is three cards drawn at random from the open vassal deck: they stay hidden
 * from all but its commander until the cards of that combat are revealed (the base game hides the
 * chosen card the same way; its hands are public anyway).
 */
function redactVassalHands(g: Game, seat: HouseId | null): Pick<Game, "houseCards" | "mod"> {
  const combat = g.stack.find((f) => f.kind === "combat");
  if (combat === undefined || combat.kind !== "combat" || combat.revealed) return { houseCards: g.houseCards, mod: g.mod };
  const houseCards = { ...g.houseCards };
  let hidden = false;
  for (const side of [combat.sides.attacker, combat.sides.defender]) {
    if (side === null || !isVassal(g, side.house) || sees(g, seat, side.house)) continue;
    houseCards[side.house] = { hand: [], discard: g.houseCards[side.house]!.discard };
    hidden = true;
  }
  // The cards left in the open deck would tell which were drawn: hidden with the hands.
  const mod = hidden ? { ...g.mod!, vassals: { ...g.mod!.vassals!, deck: [] } } : g.mod;
  return { houseCards, mod };
}

/**
 * Westeros deck IV's order is secret (cards.md 6.7); which cards are left is not (every revealed one
 * is in the open discard pile), so the view lists them in printed order.
 */
function redactDeckIV(mod: ModState): ModState {
  const iv = mod.westerosIV!;
  return { ...mod, westerosIV: { deck: WESTEROS_IV_IDS.filter((c) => iv.deck.includes(c)), discard: iv.discard } };
}

function modView(mod: ModState): ModView {
  const { bank, ...rest } = mod;
  if (bank === undefined) return rest;
  const { deck, ...open } = bank;
  return { ...rest, bank: { ...open, deckSize: deck.length } };
}

export function viewFor(g: Game, seat: HouseId | null): GameView {
  const hide = ordersHidden(g);
  const areas: Record<string, AreaView> = {};
  for (const [id, a] of Object.entries(g.areas)) {
    const order = a.order && hide && !sees(g, seat, a.order.house) ? { house: a.order.house, kind: null } : a.order;
    areas[id] = { ...a, order };
  }
  const { rng: _rng, config, westeros, wildlings, tidesDeck, stack, ...open } = g;
  const { mod: seen, ...rest } = hasVassals(g) ? { ...open, ...redactVassalHands(g, seat) } : open;
  const mod = seen?.westerosIV ? redactDeckIV(seen) : seen;
  const { seed: _seed, ...publicConfig } = config;
  return {
    ...rest,
    ...(mod === undefined ? {} : { mod: modView(mod) }),
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
