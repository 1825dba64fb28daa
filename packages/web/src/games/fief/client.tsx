/**
 * A Song of Ice and Fief for the shell: names and colours of its houses, its lobby options; the
 * table and the log's words (log.tsx, names.ts) are loaded when a Fief game is opened.
 */
import type { GameClient } from "../types.ts";
import { HOUSES, houseColor, houseName } from "./houses.ts";

export const fiefClient: GameClient = {
  id: "fief",
  name: "A Song of Ice and Fief",
  houseName,
  houseColor,
  lobby: {
    counts: [3, 4, 5, 6],
    houses: () => HOUSES,
    options: [
      { key: "winterIsComing", label: "Winter is Coming", help: "Seasons turn as the Fortune deck runs out: each Disaster hits one more region in autumn, two more in winter (10.1)." },
      { key: "tactics", label: "Tactics", help: "Archers, Champions and Whitecloaks join the troops you can buy (Tactics Expansion)." },
      { key: "nightsWatch", label: "Night's Watch", help: "The Wall track, the Wall bid and the wildlings' attacks; Brothers of the Watch (Night's Watch Expansion)." },
      { key: "assassinationVariant", label: "Assassination variant", help: "The target rolls a die and dies only on 1-3; a Secret Passage can dodge it (10.2)." },
      { key: "diplomacyVariant", label: "Diplomacy variant", help: "Gold changes hands only with a Diplomacy token, at most 3 Gold Dragons each (10.3)." },
      { key: "oneMillPerVillage", label: "One mill per village", help: "At most one Mill in each village, so mills spread out (10.4)." },
      { key: "titleConcession", label: "Title concession", help: "A noble without a high title may hand one of his titles to another noble of his house (10.5)." },
    ],
    defaultTitle: "A Song of Ice and Fief",
  },
  loadTable: () =>
    Promise.all([import("./table.tsx"), import("./log.tsx"), import("./names.ts")]).then(([table, log, names]) => ({
      useTable: table.useFiefTable,
      eventLine: log.fiefEventLine,
      words: names.plainWords,
    })),
};
