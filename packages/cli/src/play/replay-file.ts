/**
 * Saved games: the config, the action log and the hash of the state the log reaches, as JSON.
 * A replay check plays the log again from the config and compares hashes, so it catches both
 * engine non-determinism and a tampered file. Failing fuzz games carry the failure too: the
 * action that was refused (not in the log) and what went wrong.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { canonicalJson, describeInvalid, replayEntry, stateHash, type ReplayPoint } from "@kingsroad/core";
import { z } from "zod";
import type { GameModule } from "../games.ts";
import type { Failure, LoggedAction } from "./self-play.ts";

export const REPLAY_FORMAT = "kingsroad-replay/1";

const loggedAction = z.object({ seat: z.string(), action: z.unknown() });

export const replaySchema = z.object({
  format: z.literal(REPLAY_FORMAT),
  game: z.enum(["agot", "fief"]),
  config: z.unknown(),
  /** Who played each seat, for the record; the replay does not need it. */
  bots: z.record(z.string(), z.string()).optional(),
  actions: z.array(loggedAction),
  /** stateHash of the state after every action of `actions`. */
  hash: z.string().regex(/^[0-9a-f]{64}$/),
  failure: z
    .object({ kind: z.string(), message: z.string(), at: z.number().int(), action: loggedAction.optional() })
    .optional(),
});
export type ReplayFile = z.infer<typeof replaySchema>;

export function replayRecord(
  game: GameModule,
  config: unknown,
  log: readonly LoggedAction[],
  finalState: unknown,
  bots?: Record<string, string>,
  failure?: Failure | null,
): ReplayFile {
  return {
    format: REPLAY_FORMAT,
    game: game.id,
    config,
    ...(bots ? { bots } : {}),
    actions: [...log],
    hash: stateHash(finalState),
    ...(failure ? { failure: { kind: failure.kind, message: failure.message, at: failure.at, ...(failure.action ? { action: failure.action } : {}) } } : {}),
  };
}

export function writeReplay(dir: string, name: string, record: ReplayFile): string {
  mkdirSync(dir, { recursive: true });
  const path = join(dir, `${name}.json`);
  writeFileSync(path, JSON.stringify(record, null, 1) + "\n");
  return path;
}

export function readReplay(path: string): ReplayFile {
  const parsed = replaySchema.safeParse(JSON.parse(readFileSync(path, "utf8")));
  if (!parsed.success) throw new Error(`${path} is not a Kingsroad replay file: ${describeInvalid(parsed.error, "the file")}`);
  return parsed.data;
}

export interface ReplayCheck {
  readonly ok: boolean;
  /** Sentences for the report: what matched, what did not. */
  readonly lines: string[];
}

/** Replays the log; ok when every action is accepted and the final hash matches the recorded one. */
export function checkReplay(game: GameModule, file: ReplayFile): ReplayCheck {
  const engine = game.engine;
  const lines: string[] = [];
  // Undo markers (a move the table agreed to take back) step back to the state before that move.
  let point: ReplayPoint = { state: engine.createGame(file.config) };
  for (let i = 0; i < file.actions.length; i++) {
    const { seat, action } = file.actions[i]!;
    const r = replayEntry(engine, point, i + 1, seat, action);
    if (!r.ok) {
      lines.push(`action ${i} (${seat}: ${canonicalJson(action)}) is refused: ${r.error}`);
      return { ok: false, lines };
    }
    point = r.value.point;
  }
  let state = point.state as ReturnType<typeof engine.createGame>;
  const hash = stateHash(state);
  const ok = hash === file.hash;
  lines.push(ok ? `${file.actions.length} actions replay to the recorded hash ${hash.slice(0, 16)}` : `hash mismatch after ${file.actions.length} actions: recorded ${file.hash.slice(0, 16)}, replayed ${hash.slice(0, 16)}`);
  if (file.failure?.action) {
    const { seat, action } = file.failure.action;
    let outcome: string;
    try {
      const r = engine.applyAction(state, seat, action);
      outcome = r.ok ? "is now accepted" : `is still refused (${r.error.code}: ${r.error.message})`;
    } catch (e) {
      outcome = `still throws (${String(e)})`;
    }
    lines.push(`recorded failure (${file.failure.kind}): the failing action ${outcome}`);
  } else if (file.failure) {
    const broken = game.checkInvariants(state);
    lines.push(`recorded failure (${file.failure.kind}): ${file.failure.message}; invariants now: ${broken.length === 0 ? "hold" : broken.join("; ")}`);
  }
  return { ok, lines };
}
