/**
 * A Game of Thrones for the shell: names and colours of its houses, its lobby (lobby.ts: the base
 * game and Mother of Dragons); the table and the log's words (names.ts) are loaded when an AGoT
 * game is opened, so the lobby and other games' pages do not carry them.
 */
import type { GameClient } from "../types.ts";
import { houseName } from "./house-name.ts";
import { houseColor } from "./map/colors.ts";
import { AGOT_LOBBY, modLeavers } from "./lobby.ts";

export const agotClient: GameClient = {
  id: "agot",
  name: "A Game of Thrones",
  houseName,
  houseColor,
  lobby: AGOT_LOBBY,
  loadTable: () =>
    Promise.all([import("./table.tsx"), import("./names.ts")]).then(([table, names]) => ({
      useTable: table.useAgotTable,
      eventLine: (e) => names.plainWords(e.text),
      words: names.plainWords,
    })),
  leaving: { leavers: modLeavers, effect: "its house becomes a vassal at the end of the round, commanded by the players, or a bot plays it if fewer than three players of Westeros houses would stay" },
};
