/**
 * What went wrong in this page, told to the server (issue 39 item 3): what an error boundary caught,
 * an uncaught error and an unhandled rejection go to `POST /api/client-errors` with the game and
 * seat the page shows (never its token: the page's path is sent without the fragment that holds
 * it). When the server says it has a Sentry (or GlitchTip) DSN, @sentry/browser is loaded, in a
 * chunk of its own and only then, and each report goes there too; without one nothing Sentry is
 * loaded and the CSP would not let it send anyway.
 */

export type ClientErrorKind = "boundary" | "error" | "unhandledrejection";

/** Where the page is: set by the game page once it knows its game and seat. */
let where: { gameId?: string; seat?: string } = {};
export function setErrorContext(context: { gameId?: string | null; seat?: string | null }): void {
  where = { ...(context.gameId && { gameId: context.gameId }), ...(context.seat && { seat: context.seat }) };
}

/** Reports per page load: a page in an error loop tells the server a few times, not for ever. */
const MOST_REPORTS = 5;
let reported = 0;
/** Sentry's capture, once loaded (sentry.ts); null without a DSN. */
let sentry: ((error: unknown, tags: Record<string, string>) => void) | null = null;

const text = (s: string, most: number): string => (s.length > most ? `${s.slice(0, most - 1)}…` : s);

function describe(error: unknown): { message: string; stack?: string } {
  if (error instanceof Error) return { message: text(error.message || error.name, 2000), ...(error.stack && { stack: text(error.stack, 8000) }) };
  return { message: text(String(error) || "unknown error", 2000) };
}

export function reportClientError(kind: ClientErrorKind, error: unknown, panel?: string): void {
  if (reported >= MOST_REPORTS) return;
  reported++;
  const tags = { kind, ...where, ...(panel && { panel }) };
  sentry?.(error, tags);
  const body = { ...describe(error), ...tags, page: window.location.pathname };
  // keepalive: the report still goes when the player reloads at once.
  void fetch("/api/client-errors", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body), keepalive: true }).catch(() => undefined);
}

/** Listens for uncaught errors and rejections, and loads Sentry if the server has a DSN. */
export function installErrorReporting(): void {
  window.addEventListener("error", (e) => reportClientError("error", e.error ?? e.message));
  window.addEventListener("unhandledrejection", (e) => reportClientError("unhandledrejection", e.reason));
  void fetch("/api/client-errors/config")
    .then((r) => (r.ok ? (r.json() as Promise<{ sentryDsn: string | null }>) : null))
    .then(async (config) => {
      if (!config?.sentryDsn) return;
      const { startSentry } = await import("./sentry.ts");
      sentry = startSentry(config.sentryDsn);
    })
    .catch(() => undefined);
}

/** For tests: forget the count and the loaded Sentry. */
export function resetErrorReports(): void {
  reported = 0;
  sentry = null;
  where = {};
}
