/**
 * Clash of Kings (rulebook p.10 "Bidding on the Influence Tracks"): the Iron Throne, Fiefdoms and
 * King's Court tracks are bid on in that order. Every house bids secretly; all bid tokens go to the
 * Power Pool; the highest bid takes position 1, and so on. The Iron Throne holder orders tied
 * houses, one `break-tie` at a time ("this house goes higher"); while the Iron Throne track itself
 * is bid on, the holder from before the bid decides (p.11 NOTE), because the track is rewritten only
 * once every position is known. Dominance tokens follow position 1; their used flags stay (p.28).
 *
 * With Mother of Dragons, Targaryen bids like everyone but keeps the last space whatever it bid; after
 * the reveal it hands its whole bid out, one token at a time, to the other houses, vassals included,
 * each token adding 1 to that house's bid (summary "Power tokens", AG-26). It takes no part in the
 * placing, so it is never in a tie.
 */
import type { Action } from "../../actions.ts";
import { HOUSE_NAMES, type HouseId } from "../../data/houses.ts";
import { prompt, type FrameRules } from "../../engine/context.ts";
import type { Game, TrackName } from "../../state.ts";
import { losePower } from "../power.ts";
import { inTurnOrder, ironThroneHolder, TRACK_LABELS, TRACK_NAMES, withTargaryenLast } from "../tracks.ts";
import { bidActions, describeBids, recordBid, redactBids, stillToBid } from "./bidding.ts";
import { playerHouses } from "../commanders.ts";
import type { ClashOfKingsFrame } from "./frames.ts";

/** Who may receive Targaryen's bid: every other house in the game, players and vassals (AG-26). */
const handoutTargets = (g: Game): HouseId[] => g.houses.filter((h) => h !== "targaryen");

export const newClashOfKingsFrame = (): ClashOfKingsFrame => ({ kind: "clash-of-kings", track: 0, bids: {}, revealed: false, placed: [] });

const trackOf = (f: ClashOfKingsFrame): TrackName => TRACK_NAMES[f.track]!;

/** The group of houses tied for the highest position still open (one house: no tie). */
function nextGroup(g: Game, f: ClashOfKingsFrame): HouseId[] | undefined {
  // The first group of `bidGroups` with a house still to place, minus the placed: the unplaced
  // houses with the highest bid among them, in turn order. Asked at every step of the placing.
  const houses = inTurnOrder(g, Object.keys(f.bids) as HouseId[]).filter((h) => h !== "targaryen");
  let best = -Infinity;
  for (const h of houses) if (!f.placed.includes(h) && f.bids[h]! > best) best = f.bids[h]!;
  const group = houses.filter((h) => !f.placed.includes(h) && f.bids[h] === best);
  return group.length > 0 ? group : undefined;
}

const tied = (g: Game, f: ClashOfKingsFrame) => {
  if (!f.revealed) return [];
  const group = nextGroup(g, f);
  return group && group.length > 1 ? group : [];
};

export const clashOfKingsRules: FrameRules<ClashOfKingsFrame> = {
  prompts(g, f) {
    const label = TRACK_LABELS[trackOf(f)];
    if (!f.revealed) {
      return stillToBid(g, f, playerHouses(g)).map((h) =>
        prompt(h, "bid-influence", `Clash of Kings: bid power in secret for the ${label} track.`, { track: trackOf(f), available: g.power[h] ?? 0 }),
      );
    }
    if (f.handout) {
      return [
        prompt("targaryen", "hand-out-bid", `Clash of Kings: hand out your bid for the ${label} track, one token at a time (${f.handout} left).`, {
          track: trackOf(f),
          left: f.handout,
        }),
      ];
    }
    const group = tied(g, f);
    if (group.length === 0) return [];
    return [
      prompt(
        ironThroneHolder(g),
        "break-tie",
        `The bids for the ${label} track are tied: choose which of ${group.map((h) => HOUSE_NAMES[h]).join(", ")} takes the higher position ${f.placed.length + 1}.`,
        { track: trackOf(f), tied: group, position: f.placed.length + 1 },
      ),
    ];
  },

  legalActions(g, f, house) {
    if (!f.revealed) return stillToBid(g, f, playerHouses(g)).includes(house) ? bidActions(g, house) : [];
    if (f.handout) return house === "targaryen" ? handoutTargets(g).map((h): Action => ({ type: "choose", choice: h })) : [];
    if (house !== ironThroneHolder(g)) return [];
    return tied(g, f).map((h): Action => ({ type: "break-tie", house: h }));
  },

  apply(g, f, house, action, ctx) {
    if (action.type === "bid") recordBid(f, house, action.amount, ctx);
    else if (action.type === "choose" && f.handout) {
      const to = action.choice as HouseId;
      f.bids[to] = (f.bids[to] ?? 0) + 1;
      f.handout -= 1;
      ctx.emit("bid-handout", `Targaryen hands a token of its bid to ${HOUSE_NAMES[to]}, whose bid is now ${f.bids[to]}.`, { track: trackOf(f), house: to, bid: f.bids[to] });
    }
    else if (action.type === "break-tie") {
      f.placed.push(action.house);
      ctx.emit("tie-broken", `${HOUSE_NAMES[house]} places ${HOUSE_NAMES[action.house]} at position ${f.placed.length} of the ${TRACK_LABELS[trackOf(f)]} track.`, {
        track: trackOf(f),
        house: action.house,
        position: f.placed.length,
      });
    }
  },

  run(g, f, ctx) {
    const track = trackOf(f);
    if (!f.revealed) {
      f.revealed = true;
      // Vassals bid 0 on every track, without being asked (summary "Bidding with vassals").
      for (const h of g.houses) if (f.bids[h] === undefined) f.bids[h] = 0;
      for (const h of g.houses) losePower(g, h, f.bids[h] ?? 0);
      ctx.emit("bids-revealed", `Bids for the ${TRACK_LABELS[track]} track: ${describeBids(g, f.bids)}. The bid power goes to the Power Pool.`, {
        track,
        bids: { ...f.bids },
      });
      if (g.mod && (f.bids.targaryen ?? 0) > 0) f.handout = f.bids.targaryen;
      return;
    }
    const group = nextGroup(g, f);
    if (group) {
      // A lone house takes the next position; ties wait for the Iron Throne holder (prompts).
      f.placed.push(group[0]!);
      return;
    }
    // Targaryen stays on the last space whatever it bid (cards.md 6.1).
    const order = withTargaryenLast(g.houses.includes("targaryen") && g.mod ? [...f.placed, "targaryen"] : [...f.placed]);
    g.tracks[track] = order;
    ctx.emit("track", `The ${TRACK_LABELS[track]} track is now ${order.map((h) => HOUSE_NAMES[h]).join(", ")}.`, { track, order: [...order] });
    if (f.track === 2) {
      g.stack.pop();
      return;
    }
    f.track = (f.track + 1) as 1 | 2;
    f.bids = {};
    f.revealed = false;
    f.placed = [];
    delete f.handout;
  },

  redact: (_g, f, seat) => redactBids(f, seat),
};
