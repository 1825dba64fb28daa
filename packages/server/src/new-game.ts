/**
 * A new game's start: its first state (from a config the engine makes of the lobby request, or a
 * scenario) with the setup that makes it again on load, and which player sits where.
 */
import type { Result, RuleError, Seat } from "@kingsroad/core";
import type { LogFn } from "./log.ts";
import type { CreateGameRequest } from "./protocol.ts";
import type { AnyGameModule } from "./registry.ts";
import type { GameSetup } from "./store/types.ts";
import { cryptoShuffle, newSeed } from "./tokens.ts";

const fail = (code: string, message: string): { ok: false; error: RuleError } => ({ ok: false, error: { code, message } });

/** The first state of a new game, and how to make it again on load. */
export function newGameStart(
  module: AnyGameModule,
  request: CreateGameRequest,
  requestedSeats: Seat[],
  log: LogFn,
): Result<{ state: unknown; setup: GameSetup }, RuleError> {
  try {
    if (request.scenario !== undefined) {
      if (request.seed !== undefined || request.options !== undefined) {
        return fail("bad_request", "A scenario carries its own seed and options.");
      }
      const made = module.engine.fromScenario(request.scenario);
      if (!made.ok) return made;
      return { ok: true, value: { state: made.value, setup: { kind: "scenario", scenario: request.scenario } } };
    }
    const seed = request.seed ?? newSeed();
    const config = module.makeConfig({
      seed,
      playerCount: request.players.length,
      requestedSeats,
      options: request.options ?? {},
    });
    if (!config.ok) return config;
    const setup: GameSetup = { kind: "config", config: config.value, seed, seedSource: request.seed === undefined ? "server" : "creator" };
    return { ok: true, value: { state: module.engine.createGame(config.value), setup } };
  } catch (e) {
    // Engines return errors for bad input; a throw is their bug, reported but not fatal.
    log(`engine ${module.engine.id} could not create a game`, e);
    return fail("bad_config", "The engine refused this configuration.");
  }
}

/** Gives every player a seat: the one asked for, or a random free one. */
export function dealSeats(
  seats: Seat[],
  request: CreateGameRequest,
): Result<Array<{ seat: Seat; player: CreateGameRequest["players"][number] }>, RuleError> {
  if (seats.length !== request.players.length) {
    return fail("bad_player_count", `This game has ${seats.length} seats for ${request.players.length} players.`);
  }
  for (const p of request.players) {
    if (p.seat !== undefined && !seats.includes(p.seat)) return fail("unknown_seat", `No seat "${p.seat}"; seats: ${seats.join(", ")}.`);
  }
  const taken = new Set(request.players.flatMap((p) => (p.seat === undefined ? [] : [p.seat])));
  const free = cryptoShuffle(seats.filter((s) => !taken.has(s)));
  const bySeat = new Map(request.players.map((p) => [p.seat ?? (free.shift() as Seat), p]));
  // Table order is the engine's order, whoever sits where.
  return { ok: true, value: seats.map((seat) => ({ seat, player: bySeat.get(seat) as CreateGameRequest["players"][number] })) };
}
