/**
 * @sentry/browser for a server with SENTRY_DSN (errorReports.ts loads this chunk only then). No
 * default integrations: the page reports what it catches itself, and Sentry's own would add the
 * page's full address, whose fragment holds a seat link's token.
 */
import * as Sentry from "@sentry/browser";

export function startSentry(dsn: string): (error: unknown, tags: Record<string, string>) => void {
  Sentry.init({
    dsn,
    defaultIntegrations: false,
    beforeSend(event) {
      // Never the fragment (a seat's token) or the query, whatever filled the request in.
      if (event.request?.url) event.request.url = event.request.url.replace(/[?#].*$/s, "");
      return event;
    },
  });
  return (error, tags) => void Sentry.captureException(error, { tags });
}
