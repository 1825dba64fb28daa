/**
 * What the pieces on the map mean, folded away until asked for: the lines (legend-entries.tsx,
 * with Mother of Dragons' pieces on its boards) are fetched when the key is first opened.
 */
import { useState, type ReactElement } from "react";

type List = (props: { board: string }) => ReactElement;

/** `board`: the game's board (the view's `mod.board`); its own pieces join the key. */
export function Legend({ board }: { board?: string | undefined }): ReactElement {
  const [List, setList] = useState<List | null>(null);
  const load = (): void => {
    if (!List) void import("./legend-entries.tsx").then((m) => setList(() => m.LegendList));
  };
  return (
    <details className="legend" onToggle={load}>
      <summary>Map key</summary>
      {List ? <List board={board ?? "westeros"} /> : null}
    </details>
  );
}
