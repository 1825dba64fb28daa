/**
 * The nine wildling cards (cards.md 4.2): what the highest bidder gets after a Night's Watch
 * victory ("reward"), what the lowest bidder suffers ("severe") and what everyone else suffers
 * ("lesser") after a wildling victory. `startConsequence` carries out one house's part, pushing a
 * frame when that house (or the Iron Throne holder) must choose.
 */
import type { Draft } from "immer";
import { HOUSE_NAMES, houseCard, type HouseId } from "../../../data/houses.ts";
import { WILDLING_CARD_NAMES, type WildlingCardType } from "../../../data/westeros-cards.ts";
import type { Ctx } from "../../../engine/context.ts";
import type { Game, TrackName } from "../../../state.ts";
import { gainPower, losePower } from "../../power.ts";
import { MAX_SUPPLY } from "../../supply.ts";
import { ironThroneHolder, moveOnTrack, position, TRACK_LABELS, TRACK_NAMES } from "../../tracks.ts";
import { newWesterosChoiceFrame, type ChoicePurpose, type WildlingRole } from "../frames.ts";
import { newDestroyUnitsFrame, newReplaceUnitsFrame } from "../losses.ts";
import { musterPoints, newMusterFrame } from "../muster.ts";
import { newHouseCardChoiceFrame } from "./house-cards.ts";
import { writableCards } from "../../../engine/clone.ts";

type Frameish = Parameters<Draft<Game>["stack"]["push"]>[0];
const push = (g: Draft<Game>, f: Frameish | null): void => {
  if (f) g.stack.push(f);
};

function shiftSupply(g: Draft<Game>, house: HouseId, by: number, ctx: Ctx): void {
  const before = g.supply[house] ?? 0;
  g.supply[house] = Math.max(0, Math.min(MAX_SUPPLY, before + by));
  ctx.emit("supply", `${HOUSE_NAMES[house]}'s supply goes from ${before} to ${g.supply[house]} (Rattleshirt's Raiders).`, {
    house,
    from: before,
    to: g.supply[house],
  });
}

function moveToLast(g: Draft<Game>, house: HouseId, track: TrackName, ctx: Ctx): void {
  moveOnTrack(g, track, house, g.tracks[track].length - 1);
  ctx.emit("track", `${HOUSE_NAMES[house]} moves to the last position of the ${TRACK_LABELS[track]} track.`, { house, track, order: [...g.tracks[track]] });
}

/** Massing on the Milkwater, lowest bidder: discard the highest-strength cards, unless all share it (AG-10, cards.md 4.2 peer reading). */
function discardStrongest(g: Draft<Game>, house: HouseId, ctx: Ctx): void {
  const cards = g.houseCards[house]!;
  if (cards.hand.length <= 1) return;
  const strengths = cards.hand.map((id) => houseCard(id).strength);
  const top = Math.max(...strengths);
  if (strengths.every((s) => s === top)) {
    ctx.emit("house-cards", `${HOUSE_NAMES[house]}'s cards in hand all share the highest strength: none is discarded.`, { house });
    return;
  }
  const gone = cards.hand.filter((id) => houseCard(id).strength === top);
  const own = writableCards(g, house);
  own.hand = own.hand.filter((id) => !gone.includes(id));
  own.discard = [...own.discard, ...gone];
  ctx.emit("house-cards", `${HOUSE_NAMES[house]} discards ${gone.map((id) => houseCard(id).name).join(", ")}.`, { house, discarded: gone });
}

/** Preemptive Raid: drop 2 positions on the track where the house is highest; equal tracks go to the Iron Throne holder (AG-10, cards.md 4.2 peer). */
function dropInfluence(g: Draft<Game>, house: HouseId, ctx: Ctx): void {
  const best = Math.min(...TRACK_NAMES.map((t) => position(g, t, house)));
  const tracks = TRACK_NAMES.filter((t) => position(g, t, house) === best);
  if (tracks.length === 1) dropOn(g, house, tracks[0]!, ctx);
  else push(g, newWesterosChoiceFrame("preemptive-raid-track", ironThroneHolder(g), house, [...tracks]));
}

function dropOn(g: Draft<Game>, house: HouseId, track: TrackName, ctx: Ctx): void {
  moveOnTrack(g, track, house, position(g, track, house) + 2);
  ctx.emit("track", `${HOUSE_NAMES[house]} drops to position ${position(g, track, house) + 1} of the ${TRACK_LABELS[track]} track.`, {
    house,
    track,
    order: [...g.tracks[track]],
  });
}

/** One house's part of the wildling card. */
export function startConsequence(g: Draft<Game>, card: WildlingCardType, house: HouseId, role: WildlingRole, bid: number, ctx: Ctx): void {
  const why = WILDLING_CARD_NAMES[card];
  switch (card) {
    case "silence-at-the-wall":
      return;
    case "skinchanger-scout": {
      if (role === "reward") {
        const got = gainPower(g, house, bid);
        ctx.emit("power", `${HOUSE_NAMES[house]} takes back the ${got} power it bid (${why}).`, { house, got });
      } else {
        const lost = losePower(g, house, role === "severe" ? (g.power[house] ?? 0) : 2);
        ctx.emit("power", `${HOUSE_NAMES[house]} discards ${lost} power (${why}).`, { house, lost });
      }
      return;
    }
    case "rattleshirts-raiders":
      shiftSupply(g, house, role === "reward" ? 1 : role === "severe" ? -2 : -1, ctx);
      return;
    case "mammoth-riders":
      if (role === "reward") push(g, newHouseCardChoiceFrame(g, house, "take"));
      else push(g, newDestroyUnitsFrame(g, house, role === "severe" ? 3 : 2, "anywhere", why));
      return;
    case "the-horde-descends": {
      if (role === "severe") push(g, newDestroyUnitsFrame(g, house, 2, "castle", why));
      else if (role === "lesser") push(g, newDestroyUnitsFrame(g, house, 1, "anywhere", why));
      else {
        const castles = Object.keys(musterPoints(g, house, null));
        if (castles.length === 1) push(g, newMusterFrame(g, [house], castles[0]!));
        else if (castles.length > 1) push(g, newWesterosChoiceFrame("the-horde-descends-reward", house, house, castles));
      }
      return;
    }
    case "crow-killers": {
      if (role === "reward") push(g, newReplaceUnitsFrame(g, house, "footman", "knight", 2, true));
      else push(g, newReplaceUnitsFrame(g, house, "knight", "footman", role === "severe" ? Number.POSITIVE_INFINITY : 2, false));
      return;
    }
    case "massing-on-the-milkwater": {
      const cards = g.houseCards[house]!;
      if (role === "reward") {
        ctx.emit("house-cards", `${HOUSE_NAMES[house]} takes its whole discard pile back into hand (${why}).`, { house, cards: [...cards.discard] });
        const own = writableCards(g, house);
        own.hand = [...own.hand, ...own.discard];
        own.discard = [];
      } else if (role === "severe") discardStrongest(g, house, ctx);
      else if (cards.hand.length > 1) push(g, newHouseCardChoiceFrame(g, house, "discard"));
      return;
    }
    case "a-king-beyond-the-wall":
      if (role === "severe") for (const t of TRACK_NAMES) moveToLast(g, house, t, ctx);
      else if (role === "lesser") push(g, newWesterosChoiceFrame("king-beyond-the-wall-lesser", house, house, ["fiefdoms", "kingsCourt"]));
      else push(g, newWesterosChoiceFrame("king-beyond-the-wall-reward", house, house, [...TRACK_NAMES]));
      return;
    case "preemptive-raid":
      // The reward is a second attack, pushed by the attack once this one is done (attack.ts).
      if (role === "severe") push(g, newWesterosChoiceFrame("preemptive-raid-penalty", house, house, ["destroy-units", "drop-influence"]));
      return;
  }
}

const isTrack = (s: string): s is TrackName => (TRACK_NAMES as readonly string[]).includes(s);

/** The effect a wildling choice named (choice.ts pops the choice frame first). */
export function resolveWildlingChoice(g: Draft<Game>, purpose: ChoicePurpose, subject: HouseId, choice: string, ctx: Ctx): void {
  switch (purpose) {
    case "king-beyond-the-wall-lesser":
      if (isTrack(choice)) moveToLast(g, subject, choice, ctx);
      return;
    case "king-beyond-the-wall-reward":
      if (isTrack(choice)) {
        moveOnTrack(g, choice, subject, 0);
        ctx.emit("track", `${HOUSE_NAMES[subject]} takes position 1 of the ${TRACK_LABELS[choice]} track and its dominance token.`, {
          house: subject,
          track: choice,
          order: [...g.tracks[choice]],
        });
      }
      return;
    case "preemptive-raid-penalty":
      if (choice === "destroy-units") push(g, newDestroyUnitsFrame(g, subject, 2, "anywhere", WILDLING_CARD_NAMES["preemptive-raid"]));
      else dropInfluence(g, subject, ctx);
      return;
    case "preemptive-raid-track":
      if (isTrack(choice)) dropOn(g, subject, choice, ctx);
      return;
    case "the-horde-descends-reward":
      push(g, newMusterFrame(g, [subject], choice));
      return;
    default:
      return;
  }
}
