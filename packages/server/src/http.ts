/**
 * The HTTP API. Bodies, params and queries are zod schemas that Fastify runs in its validation
 * step, before the handler: a bad request is a 400 with `{ code, message }` and no handler runs.
 *
 *   GET  /api/health                 health.ts
 *   GET  /api/engines                engines and their bot levels
 *   POST /api/games                  create a game (CreateGameRequest) -> CreateGameResponse
 *   GET  /api/games?status=open,...  the lobby (no secrets)
 *   GET  /api/games?ids=a,b,c        those games' summaries at once (at most MAX_BATCH_IDS), from the store
 *   GET  /api/games/:id              one game's public summary
 *   GET  /api/games/:id/chat         the newest chat messages
 *   GET  /api/games/:id/replay       a finished game's replay file (npm run kingsroad -- replay)
 *   POST /api/games/:id/seats/:seat/link   { creator } -> a new link for that seat (the creator only)
 *   POST /api/games/:id/seats/:seat/webhook-test   { token } -> a test notice to the seat's webhook, and how it went
 */
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { describeInvalid } from "@kingsroad/core";
import type { GameHub } from "./hub.ts";
import { CreateGameRequest } from "./protocol.ts";

const GameId = z.string().min(1).max(64).regex(/^[A-Za-z0-9_-]+$/, "not a game id");
const GameParams = z.strictObject({ id: GameId });
const Status = z.enum(["open", "running", "finished"]);
/** Game ids one `GET /api/games?ids=` may ask for (a browser's "my games" holds at most 200 seat links). */
export const MAX_BATCH_IDS = 200;
const LobbyQuery = z
  .strictObject({
    status: z
      .string()
      .max(40)
      .transform((s) => s.split(","))
      .pipe(z.array(Status).min(1))
      .optional(),
    limit: z.coerce.number().int().min(1).max(500).optional(),
    ids: z
      .string()
      .transform((s) => s.split(","))
      .pipe(z.array(GameId).min(1).max(MAX_BATCH_IDS, `at most ${MAX_BATCH_IDS} game ids at once; ask again for the rest`))
      .optional(),
  })
  .refine((q) => q.ids === undefined || q.limit === undefined, { message: "limit does not go with ids (every game asked for is answered)", path: ["limit"] });
const SeatParams = GameParams.extend({ seat: z.string().min(1).max(64) });
const ReissueBody = z.strictObject({ creator: z.string().min(1).max(200) });
const SeatTokenBody = z.strictObject({ token: z.string().min(1).max(200) });
const ChatQuery = z.strictObject({ limit: z.coerce.number().int().min(1).max(500).optional() });

/** Lets route `schema`s be zod schemas: Fastify validates with them and hands on the parsed data. */
export function useZodValidation(app: FastifyInstance): void {
  app.setValidatorCompiler(({ schema }) => {
    const zod = schema as z.ZodType;
    return (data: unknown) => {
      const parsed = zod.safeParse(data);
      return parsed.success ? { value: parsed.data } : { error: new Error(describeInvalid(parsed.error, "the request")) };
    };
  });
}

export interface HttpLimits {
  /** Game creations per minute per client address. */
  createPerMinute: number;
}

type Params = z.infer<typeof GameParams>;

const CAPPED = new Set(["too_many_games", "server_full"]);

/** What the routes ask of a game's writer: the hub itself, or with several processes the game's writer's (cluster/). */
export type WriterCalls = Pick<GameHub, "summary" | "reissueSeat" | "replayFile" | "testWebhook">;

/** Tests of a webhook per minute per client address (and one per seat every 10 s, hub.testWebhook). */
const WEBHOOK_TESTS_PER_MINUTE = 6;

/** `writer`: where a game's summary, links and replay are made (cluster/: on its writer); default the hub. */
export function registerHttpRoutes(app: FastifyInstance, hub: GameHub, limits: HttpLimits, writer: WriterCalls = hub): void {
  const unknownGame = (id: string) => ({ code: "unknown_game", message: `No game ${id}.` });

  app.get("/api/engines", async () => hub.games.ids().map((id) => ({ id, botLevels: hub.bots.levels(id) })));

  app.post<{ Body: CreateGameRequest }>(
    "/api/games",
    {
      schema: { body: CreateGameRequest },
      config: { rateLimit: { max: limits.createPerMinute, timeWindow: 60_000 } },
    },
    async (request, reply) => {
      const created = await hub.create(request.body, request.ip);
      // A cap on waiting or bot-only games: a refusal to retry later, not a bad request.
      if (!created.ok) return reply.code(CAPPED.has(created.error.code) ? 429 : 400).send(created.error);
      return reply.code(201).send(created.value);
    },
  );

  // With `ids`: those games, from the stored summaries (or the live ones), none loaded for it.
  app.get<{ Querystring: z.infer<typeof LobbyQuery> }>("/api/games", { schema: { querystring: LobbyQuery } }, async (request) =>
    request.query.ids ? hub.summaries(request.query.ids, request.query.status) : hub.list(request.query.status, request.query.limit),
  );

  app.get<{ Params: Params }>("/api/games/:id", { schema: { params: GameParams } }, async (request, reply) => {
    const summary = await writer.summary(request.params.id);
    return summary ?? reply.code(404).send(unknownGame(request.params.id));
  });

  app.post<{ Params: z.infer<typeof SeatParams>; Body: z.infer<typeof ReissueBody> }>(
    "/api/games/:id/seats/:seat/link",
    // Guessing a creator secret is hopeless (192 bits), but the attempts are still rate-limited.
    { schema: { params: SeatParams, body: ReissueBody }, config: { rateLimit: { max: limits.createPerMinute, timeWindow: 60_000 } } },
    async (request, reply) => {
      const done = await writer.reissueSeat(request.params.id, request.params.seat, request.body.creator);
      if (done.ok) return done.value;
      const status = done.error.code === "unknown_game" || done.error.code === "unknown_seat" ? 404 : done.error.code === "not_creator" ? 403 : 400;
      return reply.code(status).send(done.error);
    },
  );

  // The "send a test" button of a seat's notices: waits for the one attempt (at most the webhook timeout).
  app.post<{ Params: z.infer<typeof SeatParams>; Body: z.infer<typeof SeatTokenBody> }>(
    "/api/games/:id/seats/:seat/webhook-test",
    { schema: { params: SeatParams, body: SeatTokenBody }, config: { rateLimit: { max: WEBHOOK_TESTS_PER_MINUTE, timeWindow: 60_000 } } },
    async (request, reply) => {
      const done = await writer.testWebhook(request.params.id, request.params.seat, request.body.token);
      if (done.ok) return { delivery: done.value };
      const code = done.error.code;
      const status = code === "unknown_game" || code === "unknown_seat" ? 404 : code === "bad_token" ? 403 : code === "too_soon" ? 429 : 409;
      return reply.code(status).send(done.error);
    },
  );

  // A finished game's replay file (config with the revealed seed, the log, the final hash).
  app.get<{ Params: Params }>("/api/games/:id/replay", { schema: { params: GameParams } }, async (request, reply) => {
    const file = await writer.replayFile(request.params.id);
    if (file.ok) return reply.header("content-disposition", `attachment; filename="kingsroad-${request.params.id}.json"`).send(file.value);
    return reply.code(file.error.code === "unknown_game" ? 404 : 409).send(file.error);
  });

  app.get<{ Params: Params; Querystring: z.infer<typeof ChatQuery> }>(
    "/api/games/:id/chat",
    { schema: { params: GameParams, querystring: ChatQuery } },
    async (request, reply) => {
      // A damaged game's chat is still readable: only its moves are in question.
      if (!(await writer.summary(request.params.id))) return reply.code(404).send(unknownGame(request.params.id));
      // No link, no seat: what a spectator reads (never a private conversation).
      return hub.listChat(request.params.id, request.query.limit ?? 100, null);
    },
  );
}
