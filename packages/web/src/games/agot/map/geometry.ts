/**
 * Our own drawing of Westeros: every land, sea and port area of the board as a hand-authored
 * polygon in a 1000 x 1700 box (of which VIEW_BOX is shown) (north up), with an anchor where its name and pieces go.
 *
 * Land areas share named corner points (`P`), so neighbours meet without gaps or overlaps. Seas
 * are drawn first and may run under the land; only their open-water borders show. Ports are small
 * quays on the coast between their land and their sea. The shapes follow the continent loosely
 * (the Wall on top, the Iron Islands west, the Vale east, the Reach and Dorne south); adjacency is
 * the engine's data, never read from these shapes.
 */
export type Point = readonly [number, number];

export interface AreaShape {
  readonly points: readonly Point[];
  /** Where the label sits; pieces are laid out around it. */
  readonly anchor: Point;
}

/** The drawn part of the box: the continent and a margin of sea. */
export const VIEW_BOX = { x: 40, y: 0, width: 900, height: 1700 } as const;

/** Shared corners of the land areas (Mother of Dragons' Vale reuses them: geometry-mod.tsx). */
export const P = {
  W0: [225, 95], W1: [785, 95],
  C1: [245, 205], C2: [262, 400], C3: [315, 560], C4: [195, 548], C5: [160, 470],
  WF1: [440, 215], K1: [640, 210], K2: [690, 360], K3: [650, 285],
  E1: [805, 170], E2: [835, 265], E3: [800, 350], E4: [780, 420], E5: [815, 480], E6: [785, 545], E7: [730, 612],
  WW1: [700, 445], WW2: [700, 530], WH1: [610, 485], WH2: [640, 622],
  ST1: [350, 430], ST2: [370, 500], WS2: [400, 560],
  J1: [430, 600], J2: [530, 600], J3: [420, 742],
  MC2: [655, 695], MC3: [605, 760], MC4: [480, 762],
  GW1: [262, 628], GW2: [330, 762], GW3: [252, 752], GW4: [238, 695],
  FF2: [125, 712], FF3: [92, 668], FF4: [150, 628],
  SG1: [462, 852], SG2: [332, 872], SG3: [255, 862],
  TW1: [622, 792], TW2: [622, 832], TW3: [540, 862],
  FG1: [700, 762], FG2: [785, 772], FG3: [772, 812], FG4: [662, 832],
  MM1: [762, 852], MM2: [722, 992], MM3: [560, 902],
  EY1: [782, 882], EY2: [792, 958], EY3: [858, 872], EY4: [882, 932],
  RR1: [502, 932], RR2: [432, 1002], RR3: [340, 1012], RR4: [242, 962],
  CC1: [620, 982], CC2: [742, 1062], CC3: [682, 1102],
  HH1: [562, 1042], HH2: [452, 1052],
  SS1: [472, 1112], SS2: [352, 1122],
  LN1: [302, 1062], LN2: [222, 1142], LN3: [182, 1052],
  KL1: [630, 1082], KL2: [612, 1162], KL3: [692, 1152],
  BW1: [482, 1172],
  SR1: [432, 1252], SR2: [302, 1272], SR3: [162, 1252], SR4: [172, 1182],
  KW1: [652, 1192], KW2: [762, 1172], KW3: [782, 1252],
  RE1: [632, 1282], RE2: [542, 1302],
  SE1: [722, 1272], SE2: [852, 1292], SE3: [842, 1372], SE4: [742, 1382],
  BN1: [702, 1332], BN2: [662, 1412],
  DM1: [442, 1302], DM2: [552, 1392], DM3: [402, 1382],
  HG1: [202, 1352], OT1: [302, 1382], OT2: [252, 1462], OT3: [192, 1422],
  TT1: [362, 1442], TT2: [452, 1502], TT3: [372, 1512],
  PP1: [582, 1422], PP2: [462, 1412],
  YW1: [562, 1492], YW2: [722, 1432], YW3: [682, 1512],
  SL1: [582, 1542], SF2: [562, 1602], SF3: [442, 1582],
  SU2: [722, 1578], SU3: [822, 1442], SU4: [862, 1502], SU5: [852, 1540],
} as const satisfies Record<string, Point>;

type Corner = keyof typeof P;
/** A polygon from corner names ("C1 WF1 K1"): `corners` may add corners of its own to `P`. */
export const ring = (names: string, corners: Readonly<Record<string, Point>> = P): Point[] =>
  names.split(" ").map((n) => {
    const p = corners[n as Corner] ?? P[n as Corner];
    if (!p) throw new Error(`no corner ${n}`);
    return p;
  });

/** Land areas, by engine area id. */
const LAND: Record<string, { ring: string; anchor: Point }> = {
  "castle-black": { ring: "W0 W1 E1 K1 WF1 C1", anchor: [520, 155] },
  karhold: { ring: "K1 E1 E2 E3 K2 K3", anchor: [745, 270] },
  winterfell: { ring: "C1 WF1 K1 K3 K2 E3 E4 WW1 WH1 J2 J1 WS2 ST2 ST1 C2", anchor: [500, 360] },
  "the-stony-shore": { ring: "C2 ST1 ST2 C3 C4 C5", anchor: [262, 485] },
  "widows-watch": { ring: "E4 E5 E6 WW2 WW1", anchor: [750, 485] },
  "white-harbor": { ring: "WH1 WW1 WW2 E6 E7 WH2 J2", anchor: [640, 555] },
  "moat-cailin": { ring: "J1 J2 WH2 MC2 MC3 MC4 J3", anchor: [540, 680] },
  "greywater-watch": { ring: "GW1 J1 J3 GW2 GW3 GW4", anchor: [330, 690] },
  "flints-finger": { ring: "FF4 GW1 GW4 FF2 FF3", anchor: [180, 668] },
  seagard: { ring: "GW3 GW2 J3 MC4 SG1 SG2 SG3", anchor: [355, 810] },
  "the-twins": { ring: "MC4 MC3 TW1 TW2 TW3 SG1", anchor: [545, 808] },
  "the-fingers": { ring: "TW1 FG1 FG2 FG3 FG4 TW2", anchor: [705, 798] },
  "the-mountains-of-the-moon": { ring: "TW2 FG4 MM1 EY1 EY2 MM2 CC1 MM3 TW3", anchor: [680, 910] },
  "the-eyrie": { ring: "EY1 EY3 EY4 EY2", anchor: [830, 912] },
  riverrun: { ring: "SG3 SG2 SG1 TW3 RR1 RR2 RR3 RR4", anchor: [370, 930] },
  harrenhal: { ring: "TW3 MM3 CC1 HH1 HH2 RR2 RR1", anchor: [530, 975] },
  "crackclaw-point": { ring: "CC1 MM2 CC2 CC3 KL1 HH1", anchor: [665, 1040] },
  "stoney-sept": { ring: "RR3 RR2 HH2 SS1 SS2 LN1", anchor: [395, 1065] },
  lannisport: { ring: "RR4 RR3 LN1 SS2 LN2 LN3", anchor: [250, 1060] },
  blackwater: { ring: "HH2 HH1 KL1 KL2 BW1 SS1", anchor: [540, 1110] },
  "kings-landing": { ring: "KL1 CC3 KL3 KW1 KL2", anchor: [652, 1140] },
  "searoad-marches": { ring: "LN2 SS2 SS1 BW1 SR1 SR2 SR3 SR4", anchor: [320, 1195] },
  "the-reach": { ring: "BW1 KL2 KW1 RE1 RE2 DM1 SR1", anchor: [540, 1235] },
  kingswood: { ring: "KL3 KW2 KW3 SE1 RE1 KW1", anchor: [712, 1218] },
  "storms-end": { ring: "SE1 KW3 SE2 SE3 SE4 BN1", anchor: [785, 1322] },
  highgarden: { ring: "SR3 SR2 SR1 DM1 DM3 OT1 HG1", anchor: [305, 1320] },
  "dornish-marches": { ring: "DM1 RE2 DM2 PP2 DM3", anchor: [475, 1355] },
  "the-boneway": { ring: "RE2 RE1 SE1 BN1 SE4 BN2 PP1 DM2", anchor: [625, 1345] },
  oldtown: { ring: "HG1 OT1 DM3 TT1 OT2 OT3", anchor: [275, 1415] },
  "three-towers": { ring: "DM3 PP2 TT2 TT3 OT2 TT1", anchor: [395, 1465] },
  "princes-pass": { ring: "PP2 DM2 PP1 YW1 TT2", anchor: [510, 1450] },
  yronwood: { ring: "PP1 BN2 YW2 YW3 YW1", anchor: [640, 1460] },
  starfall: { ring: "TT2 YW1 SL1 SF2 SF3", anchor: [505, 1545] },
  "salt-shore": { ring: "YW1 YW3 SU2 SF2 SL1", anchor: [640, 1545] },
  sunspear: { ring: "YW2 SU3 SU4 SU5 SU2 YW3", anchor: [775, 1500] },
};

/** Islands stand alone, so they list their own points. */
const ISLANDS: Record<string, AreaShape> = {
  pyke: { points: [[95, 880], [150, 862], [188, 900], [172, 955], [118, 968], [82, 930]], anchor: [135, 915] },
  "the-arbor": { points: [[128, 1505], [190, 1492], [232, 1520], [210, 1562], [150, 1568], [118, 1540]], anchor: [175, 1530] },
  dragonstone: { points: [[812, 1092], [862, 1082], [888, 1118], [860, 1152], [818, 1146]], anchor: [850, 1118] },
};

/** Seas, drawn in this order (later ones on top); anchors sit in open water. */
const SEAS: Record<string, AreaShape> = {
  "bay-of-ice": { points: [[0, 0], [240, 0], [260, 200], [262, 400], [420, 590], [440, 630], [270, 650], [92, 650], [0, 650]], anchor: [100, 330] },
  "the-shivering-sea": { points: [[780, 0], [1000, 0], [1000, 545], [785, 545], [700, 440], [790, 200]], anchor: [878, 380] },
  "the-narrow-sea": { points: [[785, 545], [1000, 545], [1000, 1065], [742, 1065], [720, 990], [640, 830], [610, 700], [700, 570]], anchor: [878, 700] },
  "shipbreaker-bay": { points: [[742, 1065], [1000, 1065], [1000, 1300], [860, 1300], [790, 1255], [770, 1170], [700, 1120]], anchor: [885, 1210] },
  // Its name sits high in the bay, clear of King's Landing's.
  "blackwater-bay": { points: [[690, 1100], [745, 1075], [775, 1165], [700, 1160]], anchor: [730, 1100] },
  "sea-of-dorne": { points: [[700, 1372], [880, 1375], [900, 1440], [860, 1500], [720, 1440], [660, 1412]], anchor: [800, 1405] },
  "east-summer-sea": {
    points: [[860, 1300], [1000, 1300], [1000, 1700], [500, 1700], [440, 1580], [560, 1610], [730, 1585], [860, 1545], [900, 1440], [880, 1375], [845, 1372]],
    anchor: [700, 1618],
  },
  "sunset-sea": { points: [[0, 650], [92, 650], [110, 780], [60, 1000], [140, 1200], [165, 1290], [0, 1300]], anchor: [88, 1255] },
  "ironmans-bay": { points: [[92, 650], [270, 650], [300, 800], [250, 960], [200, 965], [60, 1000], [110, 780]], anchor: [182, 800] },
  "the-golden-sound": { points: [[60, 1000], [250, 960], [300, 1060], [230, 1150], [140, 1200]], anchor: [130, 1128] },
  "west-summer-sea": {
    points: [[0, 1300], [165, 1290], [175, 1320], [100, 1400], [90, 1530], [380, 1530], [440, 1580], [500, 1700], [0, 1700]],
    anchor: [250, 1605],
  },
  "redwyne-straights": { points: [[175, 1320], [300, 1380], [360, 1470], [380, 1530], [90, 1530], [100, 1400]], anchor: [120, 1460] },
};

/** Ports: small quays in the water next to their castle. */
const PORTS: Record<string, AreaShape> = {
  "port-of-winterfell": { points: [[212, 285], [252, 290], [254, 330], [214, 335]], anchor: [233, 310] },
  "port-of-white-harbor": { points: [[778, 568], [810, 585], [792, 620], [758, 604]], anchor: [785, 595] },
  "port-of-pyke": { points: [[192, 905], [225, 912], [218, 950], [182, 948]], anchor: [204, 929] },
  "port-of-lannisport": { points: [[140, 1040], [178, 1040], [182, 1078], [145, 1085]], anchor: [161, 1061] },
  "port-of-oldtown": { points: [[160, 1400], [192, 1405], [196, 1440], [165, 1445]], anchor: [178, 1422] },
  "port-of-storms-end": { points: [[812, 1240], [850, 1250], [848, 1275], [818, 1262]], anchor: [832, 1257] },
  "port-of-dragonstone": { points: [[778, 1100], [812, 1098], [816, 1135], [782, 1138]], anchor: [797, 1118] },
  "port-of-sunspear": { points: [[790, 1568], [830, 1556], [838, 1590], [798, 1600]], anchor: [814, 1578] },
};

/** Land beyond the Wall: scenery, not an area. */
export const BEYOND_THE_WALL: readonly Point[] = [[210, 20], [800, 20], [820, 60], P.W1, P.W0, [200, 55]];
/** The Wall itself, drawn as a line along the top of Castle Black. */
export const THE_WALL: readonly [Point, Point] = [P.W0, P.W1];

export const LAND_SHAPES: Readonly<Record<string, AreaShape>> = {
  ...Object.fromEntries(Object.entries(LAND).map(([id, l]) => [id, { points: ring(l.ring), anchor: l.anchor }])),
  ...ISLANDS,
};
export const SEA_SHAPES: Readonly<Record<string, AreaShape>> = SEAS;
export const PORT_SHAPES: Readonly<Record<string, AreaShape>> = PORTS;

export const ALL_SHAPES: Readonly<Record<string, AreaShape>> = { ...SEA_SHAPES, ...LAND_SHAPES, ...PORT_SHAPES };

/** A small deterministic number in [-1, 1] for an edge piece: the same wherever the edge is drawn. */
function jitter(a: Point, b: Point, i: number): number {
  let h = 2166136261;
  for (const n of [a[0], a[1], b[0], b[1], i]) h = Math.imul(h ^ (n | 0), 16777619);
  return ((h >>> 0) % 2001) / 1000 - 1;
}

const round = (n: number): number => Math.round(n * 10) / 10;

/**
 * One edge as gently bowed curves, so borders and coasts look drawn rather than ruled. The curve
 * depends only on the two corners (taken in a fixed order), so the two areas sharing a border
 * draw exactly the same line and no gap opens between them.
 */
export function edge(p: Point, q: Point): string {
  const forward = p[0] < q[0] || (p[0] === q[0] && p[1] <= q[1]);
  const [a, b] = forward ? [p, q] : [q, p];
  const len = Math.hypot(b[0] - a[0], b[1] - a[1]);
  const pieces = Math.max(1, Math.ceil(len / 70));
  const [nx, ny] = len === 0 ? [0, 0] : [-(b[1] - a[1]) / len, (b[0] - a[0]) / len];
  const at = (t: number): Point => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];
  const segs: { c: Point; from: Point; to: Point }[] = [];
  for (let i = 0; i < pieces; i++) {
    const from = at(i / pieces);
    const to = at((i + 1) / pieces);
    const mid = at((i + 0.5) / pieces);
    const bow = jitter(a, b, i) * Math.min(9, (len / pieces) * 0.15);
    segs.push({ c: [mid[0] + nx * bow, mid[1] + ny * bow], from, to });
  }
  const ordered = forward ? segs : segs.reverse().map((g) => ({ c: g.c, from: g.to, to: g.from }));
  return ordered.map((g) => `Q${round(g.c[0])},${round(g.c[1])} ${round(g.to[0])},${round(g.to[1])}`).join("");
}

/** The SVG path of a polygon, its edges drawn as gentle curves. */
export function pathOf(points: readonly Point[]): string {
  if (points.length === 0) return "";
  const first = points[0]!;
  let d = `M${first[0]},${first[1]}`;
  for (let i = 0; i < points.length; i++) d += edge(points[i]!, points[(i + 1) % points.length]!);
  return `${d}Z`;
}
