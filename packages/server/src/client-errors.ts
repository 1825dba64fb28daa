/**
 * What went wrong in players' browsers (issue 39 item 3): the page reports a panel its error
 * boundary caught, an uncaught error or an unhandled rejection to `POST /api/client-errors`, and
 * the server logs it at level warn with the game and seat it happened at (never a seat token: the
 * body has no place for one, and the page's address is logged without its query or fragment).
 * With SENTRY_DSN the report also goes to Sentry or GlitchTip (@sentry/node, loaded only then),
 * and `GET /api/client-errors/config` tells the page the DSN, so it loads @sentry/browser itself;
 * without it nothing Sentry is loaded anywhere and the CSP allows no other host (app.ts).
 *
 *   POST /api/client-errors          { kind, message, stack?, gameId?, seat?, page?, panel? } -> 204
 *   GET  /api/client-errors/config   -> { sentryDsn: string | null }
 */
import type { FastifyInstance } from "fastify";
import { z } from "zod";

/** A report's largest body: a message and a trimmed stack, not a page's whole state. */
export const CLIENT_ERROR_MAX_BYTES = 16 * 1024;
/** Reports per minute per client address: a page in an error loop must not fill the log. */
export const CLIENT_ERRORS_PER_MINUTE = 10;

const ClientErrorReport = z.strictObject({
  kind: z.enum(["boundary", "error", "unhandledrejection"]),
  message: z.string().min(1).max(2000),
  stack: z.string().max(8000).optional(),
  gameId: z.string().min(1).max(64).regex(/^[A-Za-z0-9_-]+$/, "not a game id").optional(),
  seat: z.string().min(1).max(64).optional(),
  /** The page's path (the page sends no query: a seat link's token is in it). */
  page: z.string().max(500).optional(),
  /** The part of the page whose boundary caught it ("table", "prompt", ...). */
  panel: z.string().max(64).optional(),
});
export type ClientErrorReport = z.infer<typeof ClientErrorReport>;

/** The page's address without its query and fragment, where a seat link keeps its token. */
export const withoutSecrets = (page: string): string => page.replace(/[?#].*$/s, "");

/** Where a report goes besides the log (Sentry's captureMessage, or a test's list). */
export type ClientErrorSink = (report: ClientErrorReport, ip: string) => void;

/** Loads @sentry/node for `dsn` and returns a sink that sends each report as a warning. */
export async function sentrySink(dsn: string): Promise<ClientErrorSink> {
  const Sentry = await import("@sentry/node");
  // No performance tracing or default integrations: the server only forwards what pages report.
  Sentry.init({ dsn, defaultIntegrations: false, tracesSampleRate: 0 });
  return (report) => {
    Sentry.captureMessage(`client ${report.kind}: ${report.message}`, {
      level: "warning",
      tags: { source: "browser", kind: report.kind, ...(report.gameId && { gameId: report.gameId }), ...(report.seat && { seat: report.seat }), ...(report.panel && { panel: report.panel }) },
      extra: { ...(report.stack && { stack: report.stack }), ...(report.page && { page: report.page }) },
    });
  };
}

/** The origin a browser's Sentry SDK posts to for `dsn` (the CSP's connect-src then allows it). */
export const dsnOrigin = (dsn: string): string => new URL(dsn).origin;

export function registerClientErrors(app: FastifyInstance, options: { sentryDsn: string | null; sink: ClientErrorSink | null }): void {
  app.post<{ Body: ClientErrorReport }>(
    "/api/client-errors",
    {
      schema: {
        summary: "Report an error in the page",
        description: `What the page's error boundary caught, an uncaught error or an unhandled rejection, with the game and seat it happened at (never a token); logged at level warn, and sent to Sentry when the server has SENTRY_DSN. At most ${CLIENT_ERROR_MAX_BYTES} bytes, ${CLIENT_ERRORS_PER_MINUTE} a minute per address.`,
        tags: ["operations"],
        body: ClientErrorReport,
        answers: { 204: "logged", 400: "bad_request", 413: "too_large", 429: "rate_limited" },
      },
      bodyLimit: CLIENT_ERROR_MAX_BYTES,
      config: { rateLimit: { max: CLIENT_ERRORS_PER_MINUTE, timeWindow: 60_000 } },
    },
    async (request, reply) => {
      const report = { ...request.body, ...(request.body.page !== undefined && { page: withoutSecrets(request.body.page) }) };
      request.log.warn({ clientError: report }, "client error");
      options.sink?.(report, request.ip);
      return reply.code(204).send();
    },
  );

  app.get(
    "/api/client-errors/config",
    {
      schema: {
        summary: "Where the page reports errors",
        description: "`sentryDsn`: the DSN the page gives @sentry/browser (which it loads only then), or null when the server has no SENTRY_DSN.",
        tags: ["operations"],
        answers: { 200: "{ sentryDsn: string | null }" },
      },
    },
    async () => ({ sentryDsn: options.sentryDsn }),
  );
}
