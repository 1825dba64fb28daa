/**
 * Picks the page from the URL; links are plain anchors, so every page reloads cleanly. The lobby
 * (with the create form) and "My games" are chunks of their own, so a game page does not carry
 * them.
 */
import { lazy, Suspense, type ReactElement } from "react";
import { GamePage } from "./pages/GamePage.tsx";
import { parseRoute } from "./pages/route.ts";

const Lobby = lazy(() => import("./pages/Lobby.tsx").then((m) => ({ default: m.Lobby })));
const MyGames = lazy(() => import("./pages/MyGames.tsx").then((m) => ({ default: m.MyGames })));

export function App(): ReactElement {
  const route = parseRoute(window.location.pathname, window.location.hash);
  if (route.page === "game") return <GamePage gameId={route.gameId} token={route.token} />;
  return <Suspense fallback={<p role="status">Loading…</p>}>{route.page === "my-games" ? <MyGames /> : <Lobby />}</Suspense>;
}
