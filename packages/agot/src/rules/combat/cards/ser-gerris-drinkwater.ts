/**
 * Ser Gerris Drinkwater (ADwD, 1), if Martell wins: Martell may move up one space on an influence
 * track of its choice, trading places with the house above; tracks it leads are not offered.
 * Reaching the first space hands it that track's dominance token as it is (the blade's use stays)
 * (alt-house-cards.md 2.4).
 */
import { HOUSE_NAMES } from "../../../data/houses.ts";
import type { TrackName } from "../../../state.ts";
import { moveOnTrack, position, TRACK_LABELS, TRACK_NAMES } from "../../tracks.ts";
import type { CardAbility } from "../ability.ts";
import { houseOf } from "../army.ts";
import { chooseDecision, PASS } from "./choice.ts";

export const serGerrisDrinkwater: CardAbility = {
  card: "ser-gerris-drinkwater",
  winLose(g, f, side) {
    if (f.victor !== side) return;
    const house = houseOf(f, side);
    const tracks = TRACK_NAMES.filter((t) => position(g, t, house) > 0);
    if (tracks.length > 0) f.decision = { kind: "gerris", house, side, options: [...tracks, PASS] };
  },
  decisions: {
    gerris: chooseDecision(
      () => "Ser Gerris Drinkwater: move up one space on which influence track?",
      (g, _f, d, choice, ctx) => {
        if (choice === PASS) return;
        const track = choice as TrackName;
        moveOnTrack(g, track, d.house, g.tracks[track].indexOf(d.house) - 1);
        ctx.emit("combat-ability", `Ser Gerris Drinkwater: ${HOUSE_NAMES[d.house]} moves up the ${TRACK_LABELS[track]} track.`, { card: "ser-gerris-drinkwater", track });
      },
    ),
  },
};
