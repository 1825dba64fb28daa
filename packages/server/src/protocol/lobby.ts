/** Creating and listing games over HTTP: the request bodies (zod) and what the server answers. */
import { z } from "zod";
import type { Outcome, Seat } from "@kingsroad/core";
import { LIMITS, plainText, idText, wellFormedText } from "./basics.ts";

export const SeatRequest = z.strictObject({
  kind: z.enum(["human", "bot"]),
  /** Bot level name (default "random"); only for bots. */
  level: wellFormedText(1, 32).optional(),
  /** Display name shown to the table. */
  name: plainText(LIMITS.nameMaxLength).optional(),
  /** The seat (for AGoT, the house) this player wants; unset seats are dealt at random. */
  seat: wellFormedText(1, 32).optional(),
});
export type SeatRequest = z.infer<typeof SeatRequest>;

/** What a seat's time running out does: a bot plays that decision, or takes the seat until its player returns. */
export const TIMEOUT_POLICIES = ["bot-decides", "bot-takes-seat"] as const;
export type TimeoutPolicy = (typeof TIMEOUT_POLICIES)[number];

/** Longest decision limit, bank or increment a creator may set: 30 days, in seconds. */
export const MAX_CLOCK_SECONDS = 30 * 24 * 3600;

/**
 * The turn clock a creator chooses (issue 17): none, a limit per decision, or a chess clock with
 * a time bank and an increment each round. Seconds, as people say it.
 */
export const ClockRequest = z.discriminatedUnion("kind", [
  z.strictObject({ kind: z.literal("none") }),
  z.strictObject({
    kind: z.literal("decision"),
    /** Time for each decision. */
    seconds: z.number().int().min(1).max(MAX_CLOCK_SECONDS),
    onTimeout: z.enum(TIMEOUT_POLICIES),
    /** The bot level that stands in; default: the best level the server has for the game. */
    botLevel: wellFormedText(1, 32).optional(),
  }),
  z.strictObject({
    kind: z.literal("bank"),
    /** Each seat's time bank at the start. */
    bankSeconds: z.number().int().min(1).max(MAX_CLOCK_SECONDS),
    /** Added to every seat's bank each round (each own decision, for a game without rounds). */
    incrementSeconds: z.number().int().min(0).max(MAX_CLOCK_SECONDS),
    onTimeout: z.enum(TIMEOUT_POLICIES),
    botLevel: wellFormedText(1, 32).optional(),
  }),
]);
export type ClockRequest = z.infer<typeof ClockRequest>;

export const CreateGameRequest = z.strictObject({
  engine: idText,
  title: plainText(LIMITS.titleMaxLength).optional(),
  /** Seed of the game's randomness; a random one when unset. */
  seed: wellFormedText(1, 64).optional(),
  /** Engine options (variants, expansions...), passed to the engine's config builder. */
  options: z.record(z.string(), z.unknown()).optional(),
  /** Start from this position (the engine's scenario format) instead of a new game; no seed or options then. */
  scenario: z.unknown().optional(),
  /** One entry per player; their count is the player count. */
  players: z.array(SeatRequest).min(1).max(LIMITS.maxSeats),
  /** The turn clock; none when unset. */
  clock: ClockRequest.optional(),
});
export type CreateGameRequest = z.infer<typeof CreateGameRequest>;

export type GameStatus = "open" | "running" | "finished";

/**
 * Who picked a game's randomness, and the proof: `sha256` (hex, of the seed's UTF-8) from the
 * start, `seed` once the game is finished. `creator`: the creator chose the seed and may know
 * every shuffle; `scenario`: the game started from a given position.
 */
export interface SeedFacts {
  source: "server" | "creator" | "scenario";
  sha256?: string;
  seed?: string;
}

export interface GameSummary {
  id: string;
  engine: string;
  title: string;
  status: GameStatus;
  createdAt: number;
  /** Actions applied so far. */
  seq: number;
  seats: PublicSeat[];
  outcome: Outcome | null;
  /** Seats the game waits for now (absent when the game is not loaded: a "my games" page loads it through GET /api/games/:id). */
  waitingFor?: Seat[];
  /** Who picked the seed, its SHA-256, and the seed once the game is over (absent for games stored before). */
  seed?: SeedFacts;
  /** The engine's rules version the game is played under (absent for games stored before versions were kept). */
  rulesVersion?: string;
  /**
   * Present only when the game is damaged (its stored record or log cannot be read or replayed):
   * a plain sentence saying so. Such a game cannot be joined.
   */
  damaged?: string;
}

export interface CreatedSeat {
  seat: Seat;
  kind: "human" | "bot";
  level?: string;
  name?: string;
  /** Secret: acts for this seat. Only humans get one; hand each to its player and to no one else. */
  token?: string;
  /** Relative link carrying the token in the fragment (never sent to servers by browsers). */
  link?: string;
}

export interface CreateGameResponse {
  gameId: string;
  /**
   * Secret: proves its holder created the game, to issue a new link for a seat whose link was
   * lost (POST /api/games/:id/seats/:seat/link). Only its hash is stored.
   */
  creatorToken: string;
  engine: string;
  seats: CreatedSeat[];
  spectatorLink: string;
}

/** A seat's new link (its previous token no longer works). */
export interface ReissuedSeat {
  seat: Seat;
  token: string;
  link: string;
}

/** What everyone may know about a seat. */
export interface PublicSeat {
  seat: Seat;
  kind: "human" | "bot";
  level?: string;
  name?: string;
  /** A human seat whose token has been used at least once. */
  claimed: boolean;
  /** Number of live connections on this seat right now. */
  connected: number;
  /**
   * A human seat a bot plays for now (its clock ran out, or the table voted): until its player
   * takes it back with the seat's link (`reclaim`).
   */
  standIn?: { level: string; reason: StandInReason };
}

/** Why a bot plays a human's seat: its clock ran out, or the other players voted. */
export type StandInReason = "timeout" | "vote";
