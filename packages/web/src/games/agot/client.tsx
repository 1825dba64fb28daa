/**
 * A Game of Thrones for the shell: names and colours of its houses, its log lines in plain words,
 * its lobby (lobby.ts: the base game and Mother of Dragons); the table itself (table.tsx) is loaded when an AGoT game is opened, so the
 * lobby and other games' pages do not carry it.
 */
import type { GameClient } from "../types.ts";
import { houseColor } from "./map/colors.ts";
import { AGOT_LOBBY, modLeavers } from "./lobby.ts";
import { houseName, plainWords } from "./names.ts";

export const agotClient: GameClient = {
  id: "agot",
  name: "A Game of Thrones",
  houseName,
  houseColor,
  eventLine: (e) => plainWords(e.text),
  words: plainWords,
  lobby: AGOT_LOBBY,
  loadTable: () => import("./table.tsx").then((m) => m.useAgotTable),
  leaving: { leavers: modLeavers, effect: "its house becomes a vassal at the end of the round, commanded by the players" },
};
