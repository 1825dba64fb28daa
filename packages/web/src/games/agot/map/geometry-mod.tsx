/**
 * Mother of Dragons' boards (mod-setup.md 1), our own drawing in the style of geometry.ts:
 *
 * - `westeros-7p`: Westeros as the expansion's overlays change it. The Vale of Arryn fills the
 *   coast between The Fingers and The Eyrie; Port of The Eyrie is a quay on The Eyrie's east
 *   shore; The Bite is the bay between White Harbor and The Fingers, cut out of The Narrow Sea
 *   (Moat Cailin, The Twins and White Harbor's port now lie on The Bite only; Widow's Watch and
 *   The Fingers on both seas).
 * - `westeros-with-essos`: the same, with the Essos side board east of The Narrow Sea: Braavos in
 *   the north on the Braavosian Coastlands, Pentos on its bay, Norvos and The Rhoyne inland, Myr on
 *   the Sea of Myrth, The Disputed Lands and Volantis above The Orange Shore. Essos' seas meet the
 *   Westeros seas they border in the engine's adjacency (the Coastlands The Shivering and Narrow
 *   Seas, the Bay of Pentos The Narrow Sea and Shipbreaker Bay, the Sea of Myrth Shipbreaker Bay and
 *   the East Summer Sea, The Orange Shore the East Summer Sea).
 *
 * Adjacency stays the engine's data; these shapes only have to look like it. Seas run under the
 * land as in geometry.ts, so only their open-water borders show.
 */
import { LAND_SHAPES, PORT_SHAPES, ring, SEA_SHAPES, VIEW_BOX, type AreaShape, type Point } from "./geometry.ts";
import type { BoardShapes } from "./board-shapes.ts";
import { modExtras } from "./mod-pieces.tsx";

/** Corners of the MoD Vale (the rest of its ring is geometry.ts' Fingers, Mountains and Eyrie). */
const VALE = { VA1: [832, 768], VA2: [874, 818] } as const satisfies Record<string, Point>;

const VALE_LAND: Record<string, AreaShape> = {
  "the-vale-of-arryn": { points: ring("FG3 FG2 VA1 VA2 EY3 EY1 MM1 FG4", VALE), anchor: [812, 826] },
};

const VALE_PORTS: Record<string, AreaShape> = {
  "port-of-the-eyrie": { points: [[864, 880], [902, 872], [912, 906], [878, 916]], anchor: [889, 894] },
};

/**
 * The Shivering Sea ends higher on Widow's Watch's coast so The Narrow Sea still touches it above
 * The Bite; The Bite's open border runs from Widow's Watch to The Fingers' north shore.
 */
const VALE_SEAS: Record<string, AreaShape> = {
  "the-shivering-sea": { points: [[780, 0], [1000, 0], [1000, 470], [806, 470], [700, 440], [790, 200]], anchor: [878, 360] },
  "the-narrow-sea": {
    points: [[806, 470], [1000, 470], [1000, 1065], [742, 1065], [720, 990], [640, 830], [610, 700], [700, 570], [785, 545]],
    anchor: [900, 700],
  },
  "the-bite": {
    points: [[797, 515], [846, 640], [758, 775], [690, 800], [600, 790], [590, 690], [640, 600], [700, 540], [760, 520]],
    anchor: [732, 690],
  },
};

/** Essos' own corners: its west coast runs north to south at x 1130-1200, the side board ends at x 1437. */
const E = {
  NW: [1132, 338], NB: [1276, 298], NE: [1437, 326],
  BP: [1151, 560], BN: [1263, 468], PN: [1256, 700], PM: [1157, 822],
  NM: [1314, 800], NR: [1437, 760], MR: [1328, 1048], RV: [1437, 1150],
  MV: [1277, 1200], MD: [1172, 1150], DC: [1165, 1300], DV: [1256, 1402],
  VC: [1314, 1522], VS: [1437, 1480],
  // Points on the coast where two Essos seas meet.
  CB: [1142, 500], BM: [1150, 980], MO: [1191, 1352],
} as const satisfies Record<string, Point>;

/** The east edge of the side board: the picture ends there. */
const ESSOS_EDGE = 1437;

const es = (names: string): Point[] => ring(names, E);

const ESSOS_LAND: Record<string, AreaShape> = {
  braavos: { points: es("NW NB BN BP CB"), anchor: [1205, 420] },
  norvos: { points: es("NB NE NR NM PN BN"), anchor: [1357, 540] },
  pentos: { points: es("BP BN PN PM"), anchor: [1207, 650] },
  myr: { points: es("PM PN NM MR MV MD BM"), anchor: [1242, 935] },
  "the-rhoyne": { points: es("NM NR RV MR"), anchor: [1381, 950] },
  "the-disputed-lands": { points: es("MD MV DV MO DC"), anchor: [1220, 1275] },
  volantis: { points: es("MV MR RV VS VC DV"), anchor: [1353, 1320] },
};

/** Essos' seas run from the edge of Westeros' seas (x 1000) under the Essos shore. */
const ESSOS_SEAS: Record<string, AreaShape> = {
  "braavosian-coastlands": {
    points: [[1000, 0], [1437, 0], [1437, 420], [1276, 400], [1185, 470], [1142, 500], [1000, 760]],
    anchor: [1070, 240],
  },
  "bay-of-pentos": { points: [[1000, 760], [1142, 500], [1227, 560], [1227, 960], [1150, 980], [1000, 1150]], anchor: [1062, 900] },
  "sea-of-myrth": { points: [[1000, 1150], [1150, 980], [1227, 1000], [1227, 1320], [1191, 1352], [1000, 1450]], anchor: [1068, 1290] },
  "the-orange-shore": { points: [[1000, 1450], [1191, 1352], [1290, 1380], [1437, 1400], [1437, 1700], [1000, 1700]], anchor: [1213, 1610] },
};

const ESSOS_PORTS: Record<string, AreaShape> = {
  "port-of-braavos": { points: [[1094, 372], [1136, 366], [1140, 404], [1100, 412]], anchor: [1117, 389] },
  "port-of-pentos": { points: [[1116, 650], [1157, 646], [1158, 686], [1118, 690]], anchor: [1137, 668] },
  "port-of-volantis": { points: [[1332, 1514], [1372, 1506], [1376, 1544], [1336, 1550]], anchor: [1354, 1529] },
};

/** The base game's seas with The Shivering and Narrow Seas redrawn and The Bite after them. */
function valeSeas(): Record<string, AreaShape> {
  const out: Record<string, AreaShape> = {};
  for (const [id, s] of Object.entries(SEA_SHAPES)) {
    out[id] = VALE_SEAS[id] ?? s;
    if (id === "the-narrow-sea") out["the-bite"] = VALE_SEAS["the-bite"]!;
  }
  return out;
}

function board(withEssos: boolean): BoardShapes {
  const sea = withEssos ? { ...valeSeas(), ...ESSOS_SEAS } : valeSeas();
  const land = { ...LAND_SHAPES, ...VALE_LAND, ...(withEssos ? ESSOS_LAND : {}) };
  const port = { ...PORT_SHAPES, ...VALE_PORTS, ...(withEssos ? ESSOS_PORTS : {}) };
  return {
    // Essos widens the picture eastwards; the Vale stays within Westeros' frame.
    viewBox: withEssos ? { x: VIEW_BOX.x, y: VIEW_BOX.y, width: ESSOS_EDGE - VIEW_BOX.x, height: VIEW_BOX.height } : VIEW_BOX,
    sea,
    land,
    port,
    all: { ...sea, ...land, ...port },
    ...(withEssos
      ? {
          scenery: (
            <text x={1112} y={80} textAnchor="middle" className="land-title" pointerEvents="none">
              ESSOS
            </text>
          ),
        }
      : {}),
    extras: modExtras,
  };
}

/** The drawings of Mother of Dragons' boards, by facts.json board id. */
export const MOD_BOARD_SHAPES: Readonly<Record<string, BoardShapes>> = {
  "westeros-7p": board(false),
  "westeros-with-essos": board(true),
};

