/** House colours of our own palette, readable on parchment and at small sizes. */
export const HOUSE_COLORS: Readonly<Record<string, { fill: string; ink: string }>> = {
  // Stark grey-blue rather than white: white pieces vanished on the parchment land.
  stark: { fill: "#aebccb", ink: "#1c2733" },
  lannister: { fill: "#b3262e", ink: "#fff4e0" },
  greyjoy: { fill: "#2d2f33", ink: "#f3d37a" },
  tyrell: { fill: "#2f8a45", ink: "#fffbe8" },
  baratheon: { fill: "#f0c22e", ink: "#2a1f00" },
  martell: { fill: "#e0761c", ink: "#2a1400" },
  // Mother of Dragons. Arryn a clear mid blue, well apart from Stark's pale grey-blue; Targaryen a
  // deep plum, apart from Lannister's red and Greyjoy's near-black.
  arryn: { fill: "#2f6fb5", ink: "#f2f7ff" },
  targaryen: { fill: "#7a1f5c", ink: "#ffe3f1" },
};

export const houseColor = (h: string | null | undefined): { fill: string; ink: string } =>
  (h ? HOUSE_COLORS[h] : undefined) ?? { fill: "#999", ink: "#111" };
