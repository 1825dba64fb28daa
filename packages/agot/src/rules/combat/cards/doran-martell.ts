/**
 * Doran Martell (0), immediately: the opponent goes to the last position of one influence track of
 * Martell's choice; the others move up and dominance tokens follow position 1 (p.28). Turn order
 * and the blade holder change at once (cards.md 7 #10-11). If the opponent is last everywhere, only
 * the Iron Throne track is offered, with no effect (cards.md 7 #12).
 */
import { HOUSE_NAMES, type HouseId } from "../../../data/houses.ts";
import type { TrackName } from "../../../state.ts";
import { moveOnTrack, TRACK_LABELS, TRACK_NAMES } from "../../tracks.ts";
import type { CardAbility } from "../ability.ts";
import { opponentHouse } from "../army.ts";
import { chooseDecision } from "./choice.ts";

/** The last place an effect can send a house to: above Targaryen's fixed 8th space (cards.md 7 #12). */
const lastMovable = (track: readonly HouseId[]): number => track.length - 1 - (track.includes("targaryen") ? 1 : 0);

export const doranMartell: CardAbility = {
  card: "doran-martell",
  immediately(g, f, side) {
    const foe = opponentHouse(f, side);
    const tracks = TRACK_NAMES.filter((t) => g.tracks[t].indexOf(foe) < lastMovable(g.tracks[t]));
    f.decision = { kind: "doran", house: f.sides[side]!.house, side, options: tracks.length > 0 ? tracks : ["ironThrone"] };
  },
  decisions: {
    doran: chooseDecision(
      (_g, f, d) => `Doran Martell: choose the influence track on which ${HOUSE_NAMES[opponentHouse(f, d.side!)]} drops to last place.`,
      (g, f, d, choice, ctx) => {
        const track = choice as TrackName;
        const foe = opponentHouse(f, d.side!);
        moveOnTrack(g, track, foe, lastMovable(g.tracks[track]));
        ctx.emit("combat-ability", `Doran Martell: ${HOUSE_NAMES[foe]} drops to the last place of the ${TRACK_LABELS[track]} track.`, {
          card: "doran-martell",
          track,
          house: foe,
        });
      },
    ),
  },
};
