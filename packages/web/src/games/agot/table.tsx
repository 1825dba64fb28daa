/**
 * A Game of Thrones at the table: the map with staged orders and march marks, the prompt panel,
 * what happened since this seat's last move, combat (and the last one's result until dismissed),
 * tracks and house cards; with Mother of Dragons its own panels (vassals, Targaryen, the Iron Bank,
 * deck IV), a chunk loaded only for such a game. Loaded only when an AGoT game is opened
 * (client.tsx's loadTable).
 */
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from "react";
import type { TableParts, TableProps } from "../types.ts";
import { areasOf } from "./describe.ts";
import { Board } from "./map/Board.tsx";
import { Legend } from "./map/Legend.tsx";
import { marksFrom } from "./map/marks.ts";
import { Combat } from "./panels/Combat.tsx";
import { HouseCards } from "./panels/HouseCards.tsx";
import { SinceLastMove } from "./panels/SinceLastMove.tsx";
import { Tracks } from "./panels/Tracks.tsx";
import type { Staged } from "./prompts/OrdersPrompt.tsx";
import { PromptPanel } from "./prompts/PromptPanel.tsx";
import { withStaged } from "./staged.ts";
import type { Action, Picture } from "./types.ts";

const ModPanels = lazy(() => import("./panels/mod/ModPanels.tsx"));

export function useAgotTable({ picture: anyPicture, live, seat, events, send, busy, error = null, lastMoveSeq = 0 }: TableProps): TableParts {
  const picture = anyPicture as Picture;
  const [selected, setSelected] = useState<string | null>(null);
  const [staged, setStaged] = useState<Staged>({});
  // The last combat's result stays until dismissed (the seq of its end).
  const [combatDismissed, setCombatDismissed] = useState(-1);
  const legal = useMemo(() => (live ? picture.legalActions : []), [live, picture]);
  const promptKey = picture.prompts.map((p) => p.kind).join(" ");

  // A new decision starts with a clean slate.
  useEffect(() => {
    setSelected(null);
    if (!promptKey.includes("assign-orders")) setStaged({});
  }, [promptKey]);

  const highlight = useMemo(() => new Set(legal.flatMap(areasOf)), [legal]);
  const onAreaClick = useCallback((id: string) => setSelected(id), []);
  const view = withStaged(picture.view, live ? staged : {}, seat);
  return {
    board: <Board view={view} highlight={highlight} selected={selected} onAreaClick={onAreaClick} marks={marksFrom(events, view)} />,
    underBoard: <Legend board={view.mod?.board} />,
    prompt: seat ? (
      <PromptPanel
        picture={picture}
        legal={legal}
        seat={seat}
        selected={selected}
        select={setSelected}
        send={send as (a: Action) => void}
        busy={busy}
        error={error}
        staged={staged}
        setStaged={setStaged}
        live={live}
      />
    ) : null,
    panels: (
      <>
        {seat && live && <SinceLastMove events={events} lastMoveSeq={lastMoveSeq} />}
        <Combat view={view} events={events} dismissedSeq={combatDismissed} onDismiss={setCombatDismissed} />
        <Tracks view={view} events={events} />
        {view.mod && (
          <Suspense fallback={null}>
            <ModPanels view={view} />
          </Suspense>
        )}
        <HouseCards view={view} />
      </>
    ),
  };
}

