/**
 * The map key's lines (Legend.tsx fetches them when the key is first opened, so a game page does
 * not carry them until asked).
 */
import type { ReactElement } from "react";
import { Garrison, NeutralForce, OrderToken, PowerToken, UnitGlyph } from "./glyphs.tsx";
import { MOD_LEGEND } from "./mod-pieces.tsx";

const Icon = ({ children }: { children: ReactElement }): ReactElement => (
  <svg width="26" height="26" viewBox="-13 -13 26 26" aria-hidden="true">
    {children}
  </svg>
);

const ENTRIES: readonly (readonly [ReactElement, string])[] = [
  [<UnitGlyph x={0} y={0} type="footman" house="stark" routed={false} />, "footman"],
  [<UnitGlyph x={0} y={0} type="knight" house="stark" routed={false} />, "knight"],
  [<UnitGlyph x={0} y={0} type="ship" house="stark" routed={false} />, "ship"],
  [<UnitGlyph x={0} y={0} type="siege-engine" house="stark" routed={false} />, "siege engine"],
  [<UnitGlyph x={0} y={0} type="knight" house="stark" routed={true} />, "routed (tipped, grey)"],
  [<OrderToken x={0} y={0} house="lannister" kind={null} />, "order, face down"],
  [<OrderToken x={0} y={0} house="stark" kind="march-special" />, "order (gold rim: special)"],
  [<PowerToken x={0} y={0} house="stark" />, "power token"],
  [<Garrison x={0} y={0} house="stark" strength={2} />, "garrison"],
  [<NeutralForce x={0} y={0} strength={5} />, "neutral force"],
];

/** The key's lines: every game's pieces, then those of Mother of Dragons' boards. */
export function LegendList({ board }: { board: string }): ReactElement {
  return (
    <ul>
      {[...ENTRIES, ...(board === "westeros" ? [] : MOD_LEGEND)].map(([icon, text]) => (
        <li key={text}>
          <Icon>{icon}</Icon> {text}
        </li>
      ))}
      <li>M march · D defense · S support · R raid · C consolidate power</li>
      <li>hatched: out of play</li>
    </ul>
  );
}
