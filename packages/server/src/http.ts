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
 *   GET  /api/push/key               the server's VAPID public key, for the browser's push subscription
 *   POST /api/games/:id/seats/:seat/push     { token, subscription } -> keeps a browser's push subscription for the seat
 *   DELETE /api/games/:id/seats/:seat/push   { token, endpoint } -> forgets it
 *
 * Each route's `schema` also says what it is (summary, description, answers): the OpenAPI document
 * at /api/openapi.json is made from them and the zod schemas (openapi.ts).
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
const Base64Url = z.string().min(1).max(200).regex(/^[A-Za-z0-9_-]+=*$/, "not base64url");
/** PushSubscription.toJSON() of the browser (expirationTime and the rest are not kept). */
const PushBody = z.strictObject({
  token: z.string().min(1).max(200),
  subscription: z.object({ endpoint: z.string().max(1000), keys: z.object({ p256dh: Base64Url, auth: Base64Url }) }),
});
const PushRemoveBody = z.strictObject({ token: z.string().min(1).max(200), endpoint: z.string().max(1000) });
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

  app.get(
    "/api/engines",
    { schema: { summary: "The games this server hosts", tags: ["lobby"], answers: { 200: "[{ id, botLevels }]: each engine's id and the bot levels it has" } } },
    async () => hub.games.ids().map((id) => ({ id, botLevels: hub.bots.levels(id) })),
  );

  app.post<{ Body: CreateGameRequest }>(
    "/api/games",
    {
      schema: {
        summary: "Create a game",
        description:
          "A new game of `engine` with these players (their count is the player count), from a seed and options or from a scenario, with an optional turn clock. The answer holds each human seat's secret link and the creator's secret (`creatorToken`), shown only here. 30 a minute per address.",
        tags: ["games"],
        body: CreateGameRequest,
        answers: {
          201: "CreateGameResponse: { gameId, seats: [{ seat, token, link }], creatorToken, ... }",
          400: "bad_request, or the engine's refusal of the players or options",
          429: "rate_limited; too_many_games (this address's waiting or bot-only games) or server_full",
        },
      },
      config: { rateLimit: { max: limits.createPerMinute, timeWindow: 60_000 } },
    },
    async (request, reply) => {
      const created = await hub.create(request.body, request.ip);
      // A cap on waiting or bot-only games: a refusal to retry later, not a bad request.
      if (!created.ok) return reply.code(CAPPED.has(created.error.code) ? 429 : 400).send(created.error);
      return reply.code(201).send(created.value);
    },
  );

  const lobby = {
    summary: "The lobby",
    description:
      "Games by status (default open,running), newest first; public summaries only, no secrets. With `ids` (comma-separated, at most 200): those games' stored summaries in the order asked, unknown ones left out, none loaded for it.",
    tags: ["lobby"],
    querystring: LobbyQuery,
    answers: { 200: "GameSummary[]" },
  };
  app.get<{ Querystring: z.infer<typeof LobbyQuery> }>("/api/games", { schema: lobby }, async (request) =>
    request.query.ids ? hub.summaries(request.query.ids, request.query.status) : hub.list(request.query.status, request.query.limit),
  );

  const one = { summary: "One game's public summary", tags: ["games"], params: GameParams, answers: { 200: "GameSummary", 404: "unknown_game" } };
  app.get<{ Params: Params }>("/api/games/:id", { schema: one }, async (request, reply) => {
    const summary = await writer.summary(request.params.id);
    return summary ?? reply.code(404).send(unknownGame(request.params.id));
  });

  app.post<{ Params: z.infer<typeof SeatParams>; Body: z.infer<typeof ReissueBody> }>(
    "/api/games/:id/seats/:seat/link",
    // Guessing a creator secret is hopeless (192 bits), but the attempts are still rate-limited.
    {
      schema: {
        summary: "A new link for a seat (the creator only)",
        description:
          "With the creation's `creatorToken`: a new secret link for a human seat; its old token stops working and its open sockets close (code 4001). Rate-limited like creation.",
        tags: ["games"],
        params: SeatParams,
        body: ReissueBody,
        answers: { 200: "{ seat, token, link }", 400: "bad_request, or a seat that is not a person's", 403: "not_creator", 404: "unknown_game or unknown_seat", 429: "rate_limited" },
      },
      config: { rateLimit: { max: limits.createPerMinute, timeWindow: 60_000 } } },
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
    {
      schema: {
        summary: "Send a test notice to a seat's webhook",
        description:
          "With the seat's token: one attempt (no retries, at most 4 s) to the webhook the seat set, answered with how it went (`delivery`: delivered, rejected by the receiver, or unreachable). One test per seat every 10 s.",
        tags: ["notices"],
        params: SeatParams,
        body: SeatTokenBody,
        answers: { 200: "{ delivery }", 403: "bad_token", 404: "unknown_game or unknown_seat", 409: "no_webhook", 429: "too_soon or rate_limited" },
      },
      config: { rateLimit: { max: WEBHOOK_TESTS_PER_MINUTE, timeWindow: 60_000 } },
    },
    async (request, reply) => {
      const done = await writer.testWebhook(request.params.id, request.params.seat, request.body.token);
      if (done.ok) return { delivery: done.value };
      const code = done.error.code;
      const status = code === "unknown_game" || code === "unknown_seat" ? 404 : code === "bad_token" ? 403 : code === "too_soon" ? 429 : 409;
      return reply.code(status).send(done.error);
    },
  );

  // Web Push (notify/push.ts): a seat's browsers are told of its turn and the game's end with the tab closed.
  app.get(
    "/api/push/key",
    {
      schema: {
        summary: "The server's Web Push key",
        description: "The VAPID public key (base64url) a browser subscribes with (`applicationServerKey`); made on the first start and kept in the store.",
        tags: ["notices"],
        answers: { 200: "{ publicKey }", 503: "no_push (the store keeps no subscriptions)" },
      },
    },
    async (_request, reply) => (hub.push.available ? { publicKey: await hub.push.publicKey() } : reply.code(503).send({ code: "no_push", message: "This server sends no push notifications." })),
  );
  const pushStatus = (code: string): number => (code === "unknown_game" || code === "unknown_seat" ? 404 : code === "bad_token" ? 403 : code === "no_push" ? 503 : 400);
  app.post<{ Params: z.infer<typeof SeatParams>; Body: z.infer<typeof PushBody> }>(
    "/api/games/:id/seats/:seat/push",
    {
      schema: {
        summary: "Push a seat's notices to this browser",
        description:
          "With the seat's token: keeps the browser's push subscription (`PushSubscription.toJSON()`: an https endpoint and its keys) for the seat. While no page of the seat is open, `your turn` and `game over` are pushed to it, until its push service answers 404 or 410 or it is removed.",
        tags: ["notices"],
        params: SeatParams,
        body: PushBody,
        answers: { 204: "kept", 400: "bad_endpoint (not https, or a local or private address)", 403: "bad_token", 404: "unknown_game or unknown_seat", 429: "rate_limited", 503: "no_push" },
      },
      config: { rateLimit: { max: limits.createPerMinute, timeWindow: 60_000 } },
    },
    async (request, reply) => {
      const done = await hub.pushSubscriptions.subscribe(request.params.id, request.params.seat, request.body.token, request.body.subscription);
      return done.ok ? reply.code(204).send() : reply.code(pushStatus(done.error.code)).send(done.error);
    },
  );
  app.delete<{ Params: z.infer<typeof SeatParams>; Body: z.infer<typeof PushRemoveBody> }>(
    "/api/games/:id/seats/:seat/push",
    {
      schema: {
        summary: "Stop pushing a seat's notices to a browser",
        description: "With the seat's token: forgets that endpoint's subscription for the seat (the page's option turned off). Nothing to forget is no error.",
        tags: ["notices"],
        params: SeatParams,
        body: PushRemoveBody,
        answers: { 204: "forgotten", 403: "bad_token", 404: "unknown_game or unknown_seat", 429: "rate_limited", 503: "no_push" },
      },
      config: { rateLimit: { max: limits.createPerMinute, timeWindow: 60_000 } },
    },
    async (request, reply) => {
      const done = await hub.pushSubscriptions.unsubscribe(request.params.id, request.params.seat, request.body.token, request.body.endpoint);
      return done.ok ? reply.code(204).send() : reply.code(pushStatus(done.error.code)).send(done.error);
    },
  );

  // A finished game's replay file (config with the revealed seed, the log, the final hash).
  const replay = {
    summary: "A finished game's replay file",
    description:
      "kingsroad-replay/1: the config with the revealed seed, every action, the final state's hash, for `npm run kingsroad -- replay FILE`.",
    tags: ["games"],
    params: GameParams,
    answers: { 200: "the replay file (an attachment)", 404: "unknown_game", 409: "not_finished before the end; scenario for a game started from a scenario" },
  };
  app.get<{ Params: Params }>("/api/games/:id/replay", { schema: replay }, async (request, reply) => {
    const file = await writer.replayFile(request.params.id);
    if (file.ok) return reply.header("content-disposition", `attachment; filename="kingsroad-${request.params.id}.json"`).send(file.value);
    return reply.code(file.error.code === "unknown_game" ? 404 : 409).send(file.error);
  });

  app.get<{ Params: Params; Querystring: z.infer<typeof ChatQuery> }>(
    "/api/games/:id/chat",
    {
      schema: {
        summary: "A game's newest chat",
        description: "The newest table chat a spectator may read (never a private conversation), oldest first.",
        tags: ["games"],
        params: GameParams,
        querystring: ChatQuery,
        answers: { 200: "ChatEntry[]", 404: "unknown_game" },
      },
    },
    async (request, reply) => {
      // A damaged game's chat is still readable: only its moves are in question.
      if (!(await writer.summary(request.params.id))) return reply.code(404).send(unknownGame(request.params.id));
      // No link, no seat: what a spectator reads (never a private conversation).
      return hub.listChat(request.params.id, request.query.limit ?? 100, null);
    },
  );
}
