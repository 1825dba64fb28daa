/**
 * How the server reports what went wrong: a sentence, the error when there is one, and the game
 * (and action) it concerns, so a structured log (pino, under Fastify) can be searched by game id
 * and seq. A plain two-argument function fits too: the context is extra.
 */
export interface LogContext {
  gameId?: string;
  /** The action's number in its game's log. */
  seq?: number;
  seat?: string | null;
}

export type LogFn = (message: string, error?: unknown, context?: LogContext) => void;
