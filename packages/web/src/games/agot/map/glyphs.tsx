/** Our own small pieces: unit shapes, order tokens, power tokens, garrisons and neutral forces. */
import type { ReactElement } from "react";
import { orderName, UNIT_NAMES } from "../names.ts";
import { houseColor } from "./colors.ts";

interface At {
  x: number;
  y: number;
}

/** Footman: a disc; knight: a shield; ship: a hull with a sail; siege engine: a wedge. */
export function UnitGlyph({ x, y, type, house, routed }: At & { type: string; house: string; routed: boolean }): ReactElement {
  const c = houseColor(house);
  const fill = routed ? "#9a9a9a" : c.fill;
  const stroke = routed ? "#555" : "#1a1a1a";
  // Routed units are tipped over (rulebook p.21): drawn on their side and greyed.
  const transform = `translate(${x} ${y})${routed ? " rotate(90)" : ""}`;
  const label = `${routed ? "routed " : ""}${UNIT_NAMES[type] ?? type}`;
  let shape: ReactElement;
  switch (type) {
    case "footman":
      shape = <circle r={6.5} fill={fill} stroke={stroke} strokeWidth={1.8} />;
      break;
    case "knight":
      shape = <path d="M-7,-7 H7 V1 Q7,6 0,9 Q-7,6 -7,1 Z" fill={fill} stroke={stroke} strokeWidth={1.8} />;
      break;
    case "ship":
      shape = (
        <g>
          <path d="M-9,2 H9 L5,8 H-5 Z" fill={fill} stroke={stroke} strokeWidth={1.8} />
          <path d="M0,1 V-9 L6,-1 Z" fill={fill} stroke={stroke} strokeWidth={1.2} />
        </g>
      );
      break;
    default:
      shape = <path d="M-8,7 L0,-8 L8,7 Z" fill={fill} stroke={stroke} strokeWidth={1.8} />;
  }
  return (
    <g transform={transform} className="unit" data-unit={type} data-routed={routed || undefined}>
      <title>{label}</title>
      {shape}
    </g>
  );
}

const ORDER_CODE: Readonly<Record<string, string>> = {
  "march-weak": "M-1",
  march: "M",
  "march-special": "M+1",
  defense: "D+1",
  "defense-special": "D+2",
  support: "S",
  "support-special": "S+1",
  raid: "R",
  "raid-special": "R",
  "consolidate-power": "C",
  "consolidate-power-special": "C",
  // Mother of Dragons' vassal and sea tokens: an unknown kind would leave the token without a code.
  "vassal-march": "M",
  "vassal-raid-support": "R/S",
  "vassal-defense-muster": "D/M",
  "vassal-defense": "D+3",
  "vassal-support": "S+1",
  "vassal-defense-kept": "D+1",
  "sea-march": "M-1",
  "sea-support": "S",
  "sea-iron-bank": "IB",
};

/** An order token; `kind` null is a token still face down. */
export function OrderToken({ x, y, house, kind }: At & { house: string; kind: string | null }): ReactElement {
  const c = houseColor(house);
  const special = kind !== null && kind.endsWith("-special");
  return (
    <g transform={`translate(${x} ${y})`} className="order-token" data-order={kind ?? "hidden"}>
      <title>{kind === null ? "an order, face down" : orderName(kind)}</title>
      <circle r={11} fill={kind === null ? c.fill : "#f7efd9"} stroke={special ? "#b8860b" : "#1a1a1a"} strokeWidth={special ? 3 : 1.5} />
      {kind === null ? (
        <circle r={5} fill="none" stroke={c.ink} strokeWidth={1.8} strokeDasharray="2 2" />
      ) : (
        <text textAnchor="middle" dy="0.35em" fontSize={(ORDER_CODE[kind] ?? "?").length > 2 ? 8 : 10} fontWeight={700} fill="#1a1a1a">
          {ORDER_CODE[kind] ?? "?"}
        </text>
      )}
    </g>
  );
}

export function PowerToken({ x, y, house }: At & { house: string }): ReactElement {
  const c = houseColor(house);
  return (
    <g transform={`translate(${x} ${y})`} className="power-token">
      <title>{`${house} power token`}</title>
      <path d="M0,-8 L8,0 L0,8 L-8,0 Z" fill={c.fill} stroke="#1a1a1a" strokeWidth={1.2} />
      <circle r={2.5} fill={c.ink} />
    </g>
  );
}

export function Garrison({ x, y, house, strength }: At & { house: string; strength: number }): ReactElement {
  const c = houseColor(house);
  return (
    <g transform={`translate(${x} ${y})`} className="garrison">
      <title>{`${house} garrison, strength ${strength}`}</title>
      <rect x={-9} y={-9} width={18} height={18} rx={2} fill={c.fill} stroke="#1a1a1a" strokeWidth={1.8} />
      <text textAnchor="middle" dy="0.35em" fontSize={11} fontWeight={700} fill={c.ink}>
        {strength}
      </text>
    </g>
  );
}

export function NeutralForce({ x, y, strength }: At & { strength: number }): ReactElement {
  return (
    <g transform={`translate(${x} ${y})`} className="neutral-force">
      <title>{`neutral force, strength ${strength}`}</title>
      <path d="M-9,-9 H9 V2 Q9,8 0,11 Q-9,8 -9,2 Z" fill="#d8cfc0" stroke="#3a3a3a" strokeWidth={1.8} />
      <text textAnchor="middle" dy="0.3em" fontSize={11} fontWeight={700} fill="#222">
        {strength}
      </text>
    </g>
  );
}

/** A small tower by the name of castle (one) and stronghold (two) areas. */
export function CastleMark({ x, y, kind }: At & { kind: "castle" | "stronghold" }): ReactElement {
  const tower = (dx: number) => <path key={dx} d={`M${dx - 3},4 V-4 H${dx - 1.5} V-2 H${dx + 1.5} V-4 H${dx + 3} V4 Z`} fill="#5b4a35" />;
  return (
    <g transform={`translate(${x} ${y})`} className="castle-mark">
      <title>{kind}</title>
      {kind === "castle" ? tower(0) : [tower(-3.5), tower(3.5)]}
    </g>
  );
}
