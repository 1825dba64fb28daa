/** The three buttons every board shows over its map: zoom in, zoom out, back to the whole map. */
import type { ReactElement } from "react";
import type { PanZoom } from "./usePanZoom.ts";

export function ZoomControls({ pz }: { pz: PanZoom }): ReactElement {
  return (
    <div className="zoom-controls">
      <button type="button" aria-label="Zoom in" onClick={() => pz.zoomBy(1.4)}>
        +
      </button>
      <button type="button" aria-label="Zoom out" onClick={() => pz.zoomBy(1 / 1.4)}>
        −
      </button>
      <button type="button" aria-label="Reset the map view" onClick={pz.reset}>
        ⤢
      </button>
    </div>
  );
}
