/**
 * Where the 24 villages sit on our schematic Westeros (viewBox units), roughly where they lie in
 * the books: the North on top, the Iron Islands in the western sea, the Vale and Dragonstone in
 * the east, Dorne at the bottom. Data, not drawing: Board.tsx draws roads, sea routes and fiefs
 * from facts.json and these points. A test checks every village has a point and no two crowd.
 */
export const VIEW = { width: 520, height: 800 } as const;

export const VILLAGE_AT: Readonly<Record<string, readonly [number, number]>> = {
  "deepwood-motte": [120, 95],
  winterfell: [255, 80],
  "white-harbour": [355, 165],
  harlaw: [45, 205],
  pyke: [70, 300],
  "the-twins": [245, 215],
  seagard: [150, 262],
  riverrun: [215, 335],
  harrenhal: [320, 315],
  "the-eyrie": [410, 260],
  runestone: [445, 190],
  gulltown: [470, 320],
  "the-golden-tooth": [135, 372],
  lannisport: [50, 405],
  ashemark: [160, 455],
  crakehall: [60, 510],
  "kings-landing": [350, 420],
  dragonstone: [460, 415],
  bitterbridge: [260, 480],
  "storms-end": [400, 535],
  highgarden: [165, 580],
  oldtown: [60, 655],
  yronwood: [290, 640],
  sunspear: [415, 705],
};

/** The strip along the bottom holding the five Warden regions' cards (disasters, bounties, taxes). */
export const REGION_STRIP = { y: 742, height: 56 } as const;

/** Each sea route's bend (a quadratic curve's control point), keeping it off the land it skirts. */
export const SEA_BEND: Readonly<Record<string, readonly [number, number]>> = {
  "pyke~harlaw": [25, 255],
  "pyke~seagard": [105, 292],
  "pyke~lannisport": [30, 360],
  "harlaw~deepwood-motte": [55, 125],
  "crakehall~oldtown": [15, 585],
  "kings-landing~dragonstone": [405, 445],
  "dragonstone~storms-end": [465, 490],
  "dragonstone~gulltown": [505, 370],
  "white-harbour~gulltown": [515, 215],
  "sunspear~storms-end": [470, 620],
  "oldtown~sunspear": [220, 790],
};
