/**
 * A Game of Thrones for the shell: names and colours of its houses, its log lines in plain words,
 * its lobby options; the table itself (table.tsx) is loaded when an AGoT game is opened, so the
 * lobby and other games' pages do not carry it.
 */
import type { GameClient } from "../types.ts";
import { houseColor } from "./map/colors.ts";
import { HOUSES_FOR_COUNT, houseName, plainWords } from "./names.ts";

export const agotClient: GameClient = {
  id: "agot",
  name: "A Game of Thrones",
  houseName,
  houseColor,
  eventLine: (e) => plainWords(e.text),
  words: plainWords,
  lobby: {
    counts: [3, 4, 5, 6],
    houses: (count) => HOUSES_FOR_COUNT[count as 3 | 4 | 5 | 6] ?? [],
    options: [{ key: "tidesOfBattle", label: "Tides of Battle", help: "Each side draws a Tides of Battle card in combat (swords, towers, skulls)." }],
    defaultTitle: "A Game of Thrones",
  },
  loadTable: () => import("./table.tsx").then((m) => m.useAgotTable),
};
