/**
 * A wildling attack (rulebook p.22; quick reference "Wildling Attack"; cards.md 4.1).
 *
 * 1. The wildling strength is the threat (12 when the track triggers it, 6 for Preemptive Raid's
 *    second attack).
 * 2. Every house bids power in secret (`bid`); the bids are revealed together.
 * 3. The Night's Watch strength is the total of the bids; it wins on equal or more.
 * 4. The track is adjusted (Night's Watch victory: 0; wildling victory: back two positions, -4,
 *    min 0) and all bid power goes to the Power Pool: steps 5-6 of the quick reference, before the
 *    card, as the rulebook orders them.
 * 5. The top wildling card is revealed; ties for the highest or lowest bid are then decided by the
 *    Iron Throne holder (p.22 "the outcome of ties in bidding are decided by the holder of the Iron
 *    Throne token"), knowing the card, and only when the card gives anyone anything (AG-14).
 * 6. Night's Watch victory: the highest bidder takes the reward. Wildling victory: the lowest bidder
 *    suffers the severe penalty first, then every other house the lesser one in turn order (cards.md
 *    7 #39).
 * 7. The card is buried at the bottom of the deck.
 */
import type { Action } from "../../../actions.ts";
import { HOUSE_NAMES, type HouseId } from "../../../data/houses.ts";
import { WILDLING_CARD_NAMES } from "../../../data/westeros-cards.ts";
import { prompt, type Ctx, type FrameRules } from "../../../engine/context.ts";
import type { Game } from "../../../state.ts";
import { losePower } from "../../power.ts";
import { ironThroneHolder, turnOrder } from "../../tracks.ts";
import { playerHouses } from "../../commanders.ts";
import { bidActions, bidGroups, describeBids, recordBid, redactBids, stillToBid } from "../bidding.ts";
import type { WildlingAttackFrame } from "../frames.ts";
import { pushSupplyReconcile } from "../supply-reconcile.ts";
import { startConsequence } from "./effects.ts";

/** Threat after a wildling victory: two positions back (p.22). */
export const WILDLING_VICTORY_SETBACK = 4;
/** Preemptive Raid's second attack (cards.md 4.2). */
export const PREEMPTIVE_RAID_STRENGTH = 6;

export const newWildlingAttackFrame = (strength: number, excluded: HouseId | null): WildlingAttackFrame => ({
  kind: "wildling-attack",
  strength,
  excluded,
  bids: {},
  revealed: false,
  step: "bid",
  card: null,
  nightsWatchWon: false,
  tied: [],
  bidder: null,
  queue: [],
});

/** Vassals take no part in wildling attacks, neither bids nor consequences (summary "Bidding with vassals"). */
const bidders = (g: Game, f: WildlingAttackFrame): HouseId[] => playerHouses(g).filter((h) => h !== f.excluded);

/** Reveal: total, outcome, track, power to the pool, then the card. */
function reveal(g: Game, f: WildlingAttackFrame, ctx: Ctx): void {
  f.revealed = true;
  const total = Object.values(f.bids).reduce((a, b) => a + (b ?? 0), 0);
  f.nightsWatchWon = total >= f.strength;
  for (const h of bidders(g, f)) losePower(g, h, f.bids[h] ?? 0);
  const before = g.wildlings.threat;
  g.wildlings.threat = f.nightsWatchWon ? 0 : Math.max(0, before - WILDLING_VICTORY_SETBACK);
  ctx.emit(
    "wildling-bids",
    `Night's Watch bids: ${describeBids(g, f.bids)}; total ${total} against wildling strength ${f.strength}: ${f.nightsWatchWon ? "the Night's Watch holds" : "the wildlings win"}. The wildling threat goes from ${before} to ${g.wildlings.threat}.`,
    { bids: { ...f.bids }, total, strength: f.strength, nightsWatchWon: f.nightsWatchWon, threat: g.wildlings.threat },
  );
  const card = g.wildlings.deck[0]!;
  // A new list, never a write to the old one: states share it (engine/clone.ts).
  g.wildlings.deck = g.wildlings.deck.slice(1);
  g.wildlings.topKnownBy = null;
  f.card = card;
  ctx.emit("wildling-card", `The wildling card is ${WILDLING_CARD_NAMES[card]}.`, { card });
  if (card === "silence-at-the-wall") {
    f.step = "bury";
    return;
  }
  const groups = bidGroups(g, f.bids);
  const candidates = (f.nightsWatchWon ? groups[0] : groups[groups.length - 1]) ?? [];
  if (candidates.length === 1) settleBidder(g, f, candidates[0]!, ctx);
  else {
    f.tied = candidates;
    f.step = "tie";
  }
}

function settleBidder(g: Game, f: WildlingAttackFrame, house: HouseId, ctx: Ctx): void {
  f.bidder = house;
  f.tied = [];
  f.step = "consequences";
  if (f.nightsWatchWon) {
    ctx.emit("wildling-bidder", `${HOUSE_NAMES[house]} is the highest bidder.`, { house, highest: true });
    f.queue = [{ house, role: "reward" }];
  } else {
    ctx.emit("wildling-bidder", `${HOUSE_NAMES[house]} is the lowest bidder.`, { house, highest: false });
    const others = turnOrder(g).filter((h) => h !== house && bidders(g, f).includes(h));
    f.queue = [{ house, role: "severe" }, ...others.map((h) => ({ house: h, role: "lesser" as const }))];
  }
}

export const wildlingAttackRules: FrameRules<WildlingAttackFrame> = {
  prompts(g, f) {
    if (f.step === "bid") {
      return stillToBid(g, f, bidders(g, f)).map((h) =>
        prompt(h, "bid-wildlings", `The wildlings attack with strength ${f.strength}: bid power in secret for the Night's Watch.`, {
          strength: f.strength,
          available: g.power[h] ?? 0,
        }),
      );
    }
    if (f.step === "tie") {
      const which = f.nightsWatchWon ? "highest" : "lowest";
      return [
        prompt(ironThroneHolder(g), "break-tie", `${f.tied.map((h) => HOUSE_NAMES[h]).join(", ")} are tied for the ${which} bid: choose the ${which} bidder.`, {
          tied: f.tied,
          which,
          card: f.card,
        }),
      ];
    }
    return [];
  },

  legalActions(g, f, house) {
    if (f.step === "bid") return stillToBid(g, f, bidders(g, f)).includes(house) ? bidActions(g, house) : [];
    if (f.step === "tie" && house === ironThroneHolder(g)) return f.tied.map((h): Action => ({ type: "break-tie", house: h }));
    return [];
  },

  apply(g, f, house, action, ctx) {
    if (action.type === "bid") recordBid(f, house, action.amount, ctx);
    else if (action.type === "break-tie") {
      ctx.emit("tie-broken", `${HOUSE_NAMES[house]} breaks the tie.`, { house: action.house });
      settleBidder(g, f, action.house, ctx);
    }
  },

  run(g, f, ctx) {
    switch (f.step) {
      case "bid":
        reveal(g, f, ctx);
        return;
      case "consequences": {
        const next = f.queue.shift();
        if (!next) {
          f.step = "after";
          return;
        }
        startConsequence(g, f.card!, next.house, next.role, f.bids[next.house] ?? 0, ctx);
        return;
      }
      case "after":
        f.step = "bury";
        if (f.card === "rattleshirts-raiders" && !f.nightsWatchWon) pushSupplyReconcile(g);
        if (f.card === "preemptive-raid" && f.nightsWatchWon) {
          ctx.emit("wildling-attack", `The wildlings attack again with strength ${PREEMPTIVE_RAID_STRENGTH}; ${HOUSE_NAMES[f.bidder!]} takes no part.`, {
            strength: PREEMPTIVE_RAID_STRENGTH,
            excluded: f.bidder,
          });
          g.stack.push(newWildlingAttackFrame(PREEMPTIVE_RAID_STRENGTH, f.bidder));
        }
        return;
      case "bury":
        g.wildlings.deck = [...g.wildlings.deck, f.card!];
        ctx.emit("wildling-buried", `${WILDLING_CARD_NAMES[f.card!]} is buried at the bottom of the wildling deck.`, { card: f.card });
        g.stack.pop();
        return;
      case "tie":
        throw new Error("a tie waits for the Iron Throne holder");
    }
  },

  redact: (_g, f, seat) => redactBids(f, seat),
};
