/** Influence tracks, dominance tokens and turn order (rulebook p.10-11, p.28). */
import { KINGS_COURT_STARS, type HouseId } from "../data/houses.ts";
import type { Game, TrackName } from "../state.ts";
import { isVassal } from "./commanders.ts";

export const TRACK_NAMES: readonly TrackName[] = ["ironThrone", "fiefdoms", "kingsCourt"];
export const TRACK_LABELS: Readonly<Record<TrackName, string>> = {
  ironThrone: "Iron Throne",
  fiefdoms: "Fiefdoms",
  kingsCourt: "King's Court",
};

/** Turn order is the Iron Throne track, position 1 first. */
export const turnOrder = (g: Game): readonly HouseId[] => g.tracks.ironThrone;

/**
 * The house holding a track's dominance token: position 1, or, when a vassal sits there, the
 * highest player below it ("Vassals cannot gain any dominance tokens", summary "Bidding with vassals").
 */
export function dominanceHolder(g: Game, track: TrackName): HouseId {
  const t = g.tracks[track];
  if (g.mod?.vassals === undefined) return t[0]!;
  return t.find((h) => !isVassal(g, h)) ?? t[0]!;
}

export const ironThroneHolder = (g: Game): HouseId => dominanceHolder(g, "ironThrone");
export const bladeHolder = (g: Game): HouseId => dominanceHolder(g, "fiefdoms");
export const ravenHolder = (g: Game): HouseId => dominanceHolder(g, "kingsCourt");

export function position(g: Game, track: TrackName, house: HouseId): number {
  return g.tracks[track].indexOf(house);
}

/**
 * Special orders allowed by King's Court position; the overlay for 3-4 players (p.28); Mother of
 * Dragons' extended track at any player count, its 8th space Targaryen's (mod-setup.md 2.3).
 */
export function specialOrderStars(g: Game, house: HouseId): number {
  const stars = g.mod ? KINGS_COURT_STARS.motherOfDragons : g.houses.length <= 4 ? KINGS_COURT_STARS.overlay : KINGS_COURT_STARS.full;
  // Targaryen's space is the 8th whatever the number of houses (cards.md 6.1).
  if (house === "targaryen") return stars[FIXED_LAST_INDEX] ?? 0;
  return stars[position(g, "kingsCourt", house)] ?? 0;
}

/**
 * Moves `house` to `index` (0 = position 1) and shifts the others (p.28 "Adjusting influence
 * tracks"). A dominance token follows position 1 in the state it was in: the used flags stay.
 */
export function moveOnTrack(g: Game, track: TrackName, house: HouseId, index: number): void {
  const rest = g.tracks[track].filter((h) => h !== house);
  const at = Math.max(0, Math.min(index, rest.length));
  rest.splice(at, 0, house);
  g.tracks[track] = withTargaryenLast(rest);
}

/** Mother of Dragons' 8th space (index 7): Targaryen's on every track. */
const FIXED_LAST_INDEX = 7;

/**
 * Targaryen occupies the last space of every track and no effect moves it (cards.md 6.1, mod-setup.md
 * 2.2): any new order of a track goes through this, which puts it back at the end. Doran Martell's
 * "last place" is then the one above it (cards.md 7 #12).
 */
export function withTargaryenLast(track: HouseId[]): HouseId[] {
  const i = track.indexOf("targaryen");
  if (i < 0 || i === track.length - 1) return track;
  return [...track.slice(0, i), ...track.slice(i + 1), "targaryen"];
}

/** Of several houses, the one highest on the Iron Throne track first. */
export function inTurnOrder(g: Game, houses: readonly HouseId[]): HouseId[] {
  // What a stable sort by track position gives (houses off the track first, as position -1), built
  // by walking the track: no comparator calls, each an indexOf, and no sort's scratch copy.
  const track = g.tracks.ironThrone;
  const out: HouseId[] = [];
  for (const h of houses) if (!track.includes(h)) out.push(h);
  for (const t of track) for (const h of houses) if (h === t) out.push(h);
  return out;
}
