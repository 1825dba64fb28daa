/**
 * Mother of Dragons' pieces on the map, our own shapes, in the expansion's chunk (geometry-mod.tsx)
 * so a base game's page does not carry them: Targaryen's dragons with their current strength
 * (cards.md 6.6), a mark on vassals' units (6.4), loyalty tokens (6.5, placed by Westeros deck IV)
 * and the Iron Bank's improvement and degradation tokens (6.10: a crown, a barrel, a castle
 * upgraded to a stronghold, a castle degraded away). Tokens join an area's tokens row
 * (AreaPieces), so they never cover its units.
 */
import type { ReactElement } from "react";
import { dragonStrength } from "../../../../../agot/src/rules/dragons.ts";
import type { GameView } from "../types.ts";
import type { AreaExtras } from "./board-shapes.ts";
import { houseColor } from "./colors.ts";
import { UnitGlyph } from "./glyphs.tsx";

/** A dragon: spread wings in its house's colour, its strength (which grows by round) in a corner. */
export function Dragon({ house, routed, strength }: { house: string; routed: boolean; strength: number }): ReactElement {
  const c = houseColor(house);
  return (
    // Routed units are tipped over (rulebook p.21); the strength stays upright.
    <g className="unit" data-unit="dragon" data-routed={routed || undefined}>
      <title>{`${routed ? "routed " : ""}dragon, strength ${strength}`}</title>
      <path
        transform={routed ? "rotate(90)" : undefined}
        d="M0,8 L-3,1 L-11,-5 L-6,-4 L-8,-9 L-2,-3 L0,-8 L2,-3 L8,-9 L6,-4 L11,-5 L3,1 Z"
        fill={routed ? "#9a9a9a" : c.fill}
        stroke={routed ? "#555" : "#1a1a1a"}
        strokeWidth={1.5}
        strokeLinejoin="round"
      />
      <g transform="translate(8 -7)" className="dragon-strength" data-strength={strength}>
        <circle r={5.5} fill="#fff8e6" stroke="#1a1a1a" strokeWidth={1.2} />
        <text textAnchor="middle" dy="0.35em" fontSize={8} fontWeight={700} fill="#1a1a1a">
          {strength}
        </text>
      </g>
    </g>
  );
}

/**
 * A vassal's units carry a small white swallowtail banner with a "V" (no player owns them), shaped
 * unlike any unit so it is never counted as one; the units beside it show the house's colour.
 */
export function VassalMark({ house }: { house: string }): ReactElement {
  return (
    <g className="vassal-mark" data-vassal={house}>
      <title>{`vassal ${house}`}</title>
      <path d="M-6,-9 H6 V8 L0,4 L-6,8 Z" fill="#fffdf5" stroke="#1a1a1a" strokeWidth={1.4} strokeLinejoin="round" />
      <text textAnchor="middle" dy="0.05em" fontSize={9} fontWeight={800} fill="#1a1a1a">
        V
      </text>
    </g>
  );
}

const countText = (n: number): string => (n === 1 ? "" : String(n));

/** A small count in the token's corner when more than one lies there. */
function Badge({ n }: { n: number }): ReactElement | null {
  if (n <= 1) return null;
  return (
    <g transform="translate(8 -8)">
      <circle r={5.5} fill="#1a1a1a" />
      <text textAnchor="middle" dy="0.35em" fontSize={8} fontWeight={700} fill="#fff">
        {countText(n)}
      </text>
    </g>
  );
}

/** Loyalty tokens in an area: a flame in Targaryen's colour on a gold disc, the count in a corner. */
export function LoyaltyToken({ count }: { count: number }): ReactElement {
  const c = houseColor("targaryen");
  return (
    <g className="loyalty-token" data-loyalty={count}>
      <title>{count === 1 ? "1 loyalty token" : `${count} loyalty tokens`}</title>
      <circle r={10} fill="#f1d98a" stroke={c.fill} strokeWidth={2.4} />
      <path d="M0,-7 C5,-2 6,3 0,7 C-6,3 -5,-2 -1,-4 C-1,-1 1,0 2,-1 C2,-3 1,-5 0,-7 Z" fill={c.fill} />
      <Badge n={count} />
    </g>
  );
}

export type ImprovementKind = "power" | "supply" | "stronghold" | "degraded";

const IMPROVEMENT_TITLES: Readonly<Record<ImprovementKind, string>> = {
  power: "power improvement (+1 crown)",
  supply: "supply improvement (+1 barrel)",
  stronghold: "castle improvement: a stronghold now",
  degraded: "degradation: the castle is gone",
};

const tower = (dx: number, fill: string): ReactElement => <path key={dx} d={`M${dx - 3},5 V-4 H${dx - 1.5} V-2 H${dx + 1.5} V-4 H${dx + 3} V5 Z`} fill={fill} />;

/** An Iron Bank token printed on an area: a square tile, its icon, the count when several. */
export function ImprovementToken({ kind, count = 1 }: { kind: ImprovementKind; count?: number }): ReactElement {
  let icon: ReactElement;
  switch (kind) {
    case "power":
      icon = <path d="M-6,4 V-4 L-3,-1 L0,-6 L3,-1 L6,-4 V4 Z" fill="#c9a227" stroke="#5b4a10" strokeWidth={1} />;
      break;
    case "supply":
      icon = (
        <g>
          <path d="M-4,-6 H4 Q7,0 4,6 H-4 Q-7,0 -4,-6 Z" fill="#9a6332" stroke="#4a2c10" strokeWidth={1} />
          <path d="M-5.6,-2 H5.6 M-5.6,2 H5.6" stroke="#4a2c10" strokeWidth={1} />
        </g>
      );
      break;
    case "stronghold":
      icon = <g>{[tower(-3.5, "#5b4a35"), tower(3.5, "#5b4a35")]}</g>;
      break;
    default:
      icon = (
        <g>
          {tower(0, "#8a7b68")}
          <path d="M-6,-6 L6,6 M6,-6 L-6,6" stroke="#b3262e" strokeWidth={2} strokeLinecap="round" />
        </g>
      );
  }
  return (
    <g className="improvement" data-improvement={kind}>
      <title>{count > 1 ? `${count} × ${IMPROVEMENT_TITLES[kind]}` : IMPROVEMENT_TITLES[kind]}</title>
      <rect x={-10} y={-10} width={20} height={20} rx={3} fill={kind === "degraded" ? "#e9dcd6" : "#e6efd5"} stroke="#3d4a26" strokeWidth={1.6} />
      {icon}
      <Badge n={count} />
    </g>
  );
}

/** The Mother of Dragons tokens on one area of the view, for its tokens row. */
export function modTokens(view: GameView, area: string): ReactElement[] {
  const mod = view.mod;
  if (!mod) return [];
  const out: ReactElement[] = [];
  const loyalty = mod.loyalty[area] ?? 0;
  if (loyalty > 0) out.push(<LoyaltyToken key="loyalty" count={loyalty} />);
  const imp = mod.improvements?.[area];
  if (imp?.power) out.push(<ImprovementToken key="power" kind="power" count={imp.power} />);
  if (imp?.supply) out.push(<ImprovementToken key="supply" kind="supply" count={imp.supply} />);
  if (imp?.castle === "stronghold") out.push(<ImprovementToken key="castle" kind="stronghold" />);
  if (imp?.castle === "degraded") out.push(<ImprovementToken key="castle" kind="degraded" />);
  return out;
}

/** Mother of Dragons' pieces for the areas of one view (dragon strength and vassals read once). */
export function modExtras(view: GameView): AreaExtras {
  const strength = dragonStrength(view);
  const vassals = new Set<string>(view.mod?.vassals?.houses ?? []);
  return {
    unit: (u, house) => (u.type === "dragon" ? <Dragon house={house} routed={u.routed} strength={strength} /> : <UnitGlyph x={0} y={0} type={u.type} house={house} routed={u.routed} />),
    besideUnits: (house) => (vassals.has(house) ? <VassalMark house={house} /> : null),
    tokens: (area) => modTokens(view, area),
  };
}

/** The map key's lines for Mother of Dragons' pieces. */
export const MOD_LEGEND: readonly (readonly [ReactElement, string])[] = [
  [<Dragon house="targaryen" routed={false} strength={2} />, "dragon, its current strength"],
  [<VassalMark house="arryn" />, "beside a vassal's units"],
  [<LoyaltyToken count={1} />, "loyalty token"],
  [<ImprovementToken kind="power" />, "power improvement (+1 crown)"],
  [<ImprovementToken kind="supply" />, "supply improvement (+1 barrel)"],
  [<ImprovementToken kind="stronghold" />, "castle upgraded to a stronghold"],
  [<ImprovementToken kind="degraded" />, "castle degraded"],
];
