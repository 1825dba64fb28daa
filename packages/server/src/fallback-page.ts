/**
 * The page served at `/` when the web client has not been built (packages/web/dist is missing):
 * it says what this is and where the API lives, so a fresh checkout shows something useful.
 */
/** Its only style, inline: allowed by the CSP through its hash (app.ts). */
export const FALLBACK_STYLE = "body{font:16px/1.5 system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem}code{background:#eee;padding:0 .2em}";

export function fallbackPage(): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Kingsroad</title>
<link rel="manifest" href="/manifest.webmanifest">
<style>${FALLBACK_STYLE}</style>
</head>
<body>
<h1>Kingsroad</h1>
<p>The game server is running, but the web client has not been built yet
(expected in <code>packages/web/dist</code>).</p>
<ul>
<li><a href="/api/games">/api/games</a>: the lobby (open and running games)</li>
<li><a href="/api/engines">/api/engines</a>: the games this server hosts and their bot levels</li>
<li><code>POST /api/games</code>: create a game; <code>/ws</code>: the WebSocket protocol</li>
</ul>
<p>See <code>packages/server/README.md</code>.</p>
</body>
</html>
`;
}
