/**
 * Fief's houses for the shell's first chunk (the lobby, the seats): ids, names and colours, without
 * the board's and nobles' names that names.ts reads.
 */
import { HOUSES } from "../../../../fief/src/data/houses.ts";
import type { HouseColor } from "../types.ts";

export { HOUSES };

export const HOUSE_NAMES: Readonly<Record<string, string>> = {
  arryn: "Arryn", baratheon: "Baratheon", greyjoy: "Greyjoy", lannister: "Lannister", martell: "Martell",
  stark: "Stark", tully: "Tully", tyrell: "Tyrell", targaryen: "Targaryen",
};

/** Colour plus a two-letter mark, so a house is told apart without its colour too. */
export const HOUSE_COLORS: Readonly<Record<string, HouseColor & { mark: string }>> = {
  arryn: { fill: "#8cc0ea", ink: "#0d2a45", mark: "Ar" },
  baratheon: { fill: "#f0c22e", ink: "#2a1f00", mark: "Ba" },
  greyjoy: { fill: "#2d2f33", ink: "#f3d37a", mark: "Gr" },
  lannister: { fill: "#b3262e", ink: "#fff4e0", mark: "La" },
  martell: { fill: "#e0761c", ink: "#2a1400", mark: "Ma" },
  stark: { fill: "#d9dde3", ink: "#2b3440", mark: "St" },
  tully: { fill: "#2c58a0", ink: "#ffffff", mark: "Tu" },
  tyrell: { fill: "#2f8a45", ink: "#fffbe8", mark: "Ty" },
  targaryen: { fill: "#6a2c91", ink: "#ffffff", mark: "Ta" },
};

export const houseName = (id: string): string => HOUSE_NAMES[id] ?? id;
export const houseColor = (h: string | null | undefined): HouseColor & { mark: string } => (h ? HOUSE_COLORS[h] : undefined) ?? { fill: "#999", ink: "#111", mark: "?" };
