/** The pieces standing in one area, laid out around its anchor: units, then the tokens row. */
import type { ReactElement } from "react";
import type { GameView } from "../types.ts";
import type { AreaDef } from "../../../../../agot/src/data/board.ts";
import { AREAS } from "../names.ts";
import type { AreaShape } from "./geometry.ts";
import type { AreaExtras } from "./board-shapes.ts";
import { CastleMark, Garrison, NeutralForce, OrderToken, PowerToken, UnitGlyph } from "./glyphs.tsx";

type AreaView = GameView["areas"][string];

const PIECE_SCALE = 1.3;

/** Units marching into this area whose fight is under way. */
export interface Attackers {
  house: string;
  units: readonly { type: string; routed: boolean }[];
}

export interface AreaPiecesProps {
  id: string;
  shape: AreaShape;
  area: AreaView | undefined;
  attackers?: Attackers | null;
  /** The area as this game's board prints it (castle upgrades and degradations applied); else the base board's. */
  def?: AreaDef | undefined;
  /** Pieces of the game's own (Mother of Dragons: dragons, vassal marks, loyalty, improvements). */
  extras?: AreaExtras | undefined;
}

export function AreaPieces({ id, shape, area, attackers, def = AREAS[id], extras }: AreaPiecesProps): ReactElement {
  const [x, y] = shape.anchor;
  const port = def?.kind === "port";
  const sea = def?.kind === "sea";
  const units = area?.units ?? [];
  // Pieces are drawn larger than their glyph units so they read at the map's usual scale.
  const k = PIECE_SCALE;
  const unitsY = port ? y : y + 22;
  const tokens: ReactElement[] = [];
  if (area?.order) tokens.push(<OrderToken key="o" x={0} y={0} house={area.order.house} kind={area.order.kind} />);
  if (area?.powerToken) tokens.push(<PowerToken key="p" x={0} y={0} house={area.powerToken} />);
  if (area?.garrison) tokens.push(<Garrison key="g" x={0} y={0} house={area.garrison.house} strength={area.garrison.strength} />);
  if (area?.neutralForce != null) tokens.push(<NeutralForce key="n" x={0} y={0} strength={area.neutralForce} />);
  if (extras) tokens.push(...extras.tokens(id));
  const unit = (u: { type: string; routed: boolean }, house: string): ReactElement =>
    extras ? extras.unit(u, house) : <UnitGlyph x={0} y={0} type={u.type} house={house} routed={u.routed} />;
  const beside = units.length > 0 && area?.house && extras ? extras.besideUnits(area.house) : null;
  // Attackers in a fight here stand in a row under the defenders, the tokens under them.
  const attackersY = unitsY + (units.length > 0 ? 26 : 0);
  const tokensY = port ? y + 28 : y + (units.length > 0 ? 50 : 26) + (attackers && attackers.units.length > 0 ? 26 : 0);
  return (
    <g className="area-pieces" data-pieces={id} pointerEvents="none">
      {!port && (
        <text x={x} y={y} textAnchor="middle" className={sea ? "label sea-label" : "label"}>
          {def?.name ?? id}
        </text>
      )}
      {def?.castle && (
        <g transform={`translate(${x} ${y - 20}) scale(${k})`}>
          <CastleMark x={0} y={0} kind={def.castle} />
        </g>
      )}
      {units.map((u, i) => (
        <g key={i} transform={`translate(${x + (i - (units.length - 1) / 2) * 19 * k} ${unitsY}) scale(${k})`}>
          {unit(u, area!.house ?? "")}
        </g>
      ))}
      {beside && <g transform={`translate(${x - ((units.length + 1) / 2) * 19 * k} ${unitsY}) scale(${k})`}>{beside}</g>}
      {attackers && (
        <g className="attackers" data-attackers={attackers.house}>
          {attackers.units.map((u, i) => {
            const ax = x + (i - (attackers.units.length - 1) / 2) * 19 * k;
            const ay = attackersY;
            return (
              <g key={i} transform={`translate(${ax} ${ay}) scale(${k})`}>
                <circle r={10} className="attacker-ring" />
                {unit(u, attackers.house)}
              </g>
            );
          })}
          <text x={x + ((attackers.units.length + 1) / 2) * 19 * k} y={attackersY + 6} className="attacker-mark">
            ⚔
          </text>
        </g>
      )}
      {tokens.map((t, i) => (
        <g key={i} transform={`translate(${x + (i - (tokens.length - 1) / 2) * 27 * k} ${tokensY}) scale(${k})`}>
          {t}
        </g>
      ))}
    </g>
  );
}
