/**
 * The HTTP API. Bodies, params and queries are parsed with zod before a handler runs; a bad one is
 * a 400 with `{ code, message }` and changes nothing.
 *
 *   GET  /api/health                 liveness
 *   GET  /api/engines                engines and their bot levels
 *   POST /api/games                  create a game (CreateGameRequest) -> CreateGameResponse
 *   GET  /api/games?status=open,...  the lobby (no secrets)
 *   GET  /api/games/:id              one game's public summary
 *   GET  /api/games/:id/chat         the newest chat messages
 */
import type { FastifyInstance, FastifyReply } from "fastify";
import { z } from "zod";
import type { GameHub } from "./hub.ts";
import { CreateGameRequest } from "./protocol.ts";

const GameParams = z.strictObject({ id: z.string().min(1).max(64).regex(/^[A-Za-z0-9_-]+$/) });
const Status = z.enum(["open", "running", "finished"]);
const LobbyQuery = z.strictObject({
  status: z
    .string()
    .max(40)
    .transform((s) => s.split(","))
    .pipe(z.array(Status).min(1))
    .optional(),
  limit: z.coerce.number().int().min(1).max(500).optional(),
});
const ChatQuery = z.strictObject({ limit: z.coerce.number().int().min(1).max(500).optional() });

function badRequest(reply: FastifyReply, error: z.ZodError): FastifyReply {
  const first = error.issues[0];
  const where = first && first.path.length > 0 ? ` at ${first.path.join(".")}` : "";
  return reply.code(400).send({ code: "bad_request", message: first ? `${first.message}${where}` : "Bad request." });
}

export interface HttpLimits {
  /** Game creations per minute per client address. */
  createPerMinute: number;
}

export function registerHttpRoutes(app: FastifyInstance, hub: GameHub, limits: HttpLimits): void {
  app.get("/api/health", async () => ({ ok: true }));

  app.get("/api/engines", async () =>
    hub.games.ids().map((id) => ({ id, botLevels: hub.bots.levels(id) })),
  );

  app.post(
    "/api/games",
    { config: { rateLimit: { max: limits.createPerMinute, timeWindow: 60_000 } } },
    async (request, reply) => {
      const body = CreateGameRequest.safeParse(request.body);
      if (!body.success) return badRequest(reply, body.error);
      const created = await hub.create(body.data);
      if (!created.ok) return reply.code(400).send(created.error);
      return reply.code(201).send(created.value);
    },
  );

  app.get("/api/games", async (request, reply) => {
    const query = LobbyQuery.safeParse(request.query);
    if (!query.success) return badRequest(reply, query.error);
    return hub.list(query.data.status, query.data.limit);
  });

  app.get("/api/games/:id", async (request, reply) => {
    const params = GameParams.safeParse(request.params);
    if (!params.success) return badRequest(reply, params.error);
    const summary = await hub.summary(params.data.id);
    if (!summary) return reply.code(404).send({ code: "unknown_game", message: `No game ${params.data.id}.` });
    return summary;
  });

  app.get("/api/games/:id/chat", async (request, reply) => {
    const params = GameParams.safeParse(request.params);
    if (!params.success) return badRequest(reply, params.error);
    const query = ChatQuery.safeParse(request.query);
    if (!query.success) return badRequest(reply, query.error);
    if (!(await hub.get(params.data.id))) {
      return reply.code(404).send({ code: "unknown_game", message: `No game ${params.data.id}.` });
    }
    return hub.listChat(params.data.id, query.data.limit ?? 100);
  });
}
