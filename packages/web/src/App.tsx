/** Picks the page from the URL; links are plain anchors, so every page reloads cleanly. */
import type { ReactElement } from "react";
import { GamePage } from "./pages/GamePage.tsx";
import { Lobby } from "./pages/Lobby.tsx";
import { MyGames } from "./pages/MyGames.tsx";
import { parseRoute } from "./pages/route.ts";

export function App(): ReactElement {
  const route = parseRoute(window.location.pathname, window.location.hash);
  if (route.page === "game") return <GamePage gameId={route.gameId} token={route.token} />;
  return route.page === "my-games" ? <MyGames /> : <Lobby />;
}
