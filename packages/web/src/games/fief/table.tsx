/**
 * A Song of Ice and Fief at the table: our schematic board, the decisions built from the legal
 * actions (with automatic passes), the village picked on the map, the houses and their nobles,
 * and the realm (titles, elections, bids, battles, decks, the Wall). Loaded only when a Fief game
 * is opened (client.tsx's loadTable), so the lobby and other games' pages do not carry it.
 */
import { useCallback, useEffect, useMemo, useState, type ReactElement } from "react";
import type { TableParts, TableProps } from "../types.ts";
import { useAutoPass } from "./autopass.ts";
import { villagesOf } from "./describe.ts";
import { recentVillages } from "./log.tsx";
import { FiefBoard } from "./map/Board.tsx";
import { People } from "./panels/People.tsx";
import { Realm } from "./panels/Realm.tsx";
import { VillagePanel } from "./panels/VillagePanel.tsx";
import { FiefPromptPanel } from "./prompts/PromptPanel.tsx";
import { StandingAnswers } from "./prompts/StandingAnswers.tsx";
import type { Action, Picture } from "./types.ts";

function AutoPassToggle({ on, set }: { on: boolean; set(on: boolean): void }): ReactElement {
  return (
    <label className="autopass-toggle">
      <input type="checkbox" checked={on} onChange={(e) => set(e.target.checked)} /> Pass for me when passing is my only choice
    </label>
  );
}

export function useFiefTable({ picture: anyPicture, live, seat, events, send, busy }: TableProps): TableParts {
  const picture = anyPicture as Picture;
  const view = picture.view;
  const [selected, setSelected] = useState<string | null>(null);
  const legal = useMemo(() => (live ? picture.legalActions : []), [live, picture]);
  const decision = live && legal.length > 0 ? String(picture.seq) : null;
  const sendAction = send as (a: Action) => void;
  const auto = useAutoPass({ decision, legal, busy, live, send: sendAction });
  const promptKey = picture.prompts.map((p) => p.kind).join(" ");

  // A new kind of decision starts with a clean slate (a chosen village stays within one march).
  useEffect(() => {
    if (!promptKey.includes("movement")) setSelected(null);
  }, [promptKey]);

  const highlight = useMemo(() => new Set(legal.flatMap(villagesOf)), [legal]);
  const recent = useMemo(() => recentVillages(events), [events]);
  const onVillageClick = useCallback((id: string) => setSelected((s) => (s === id ? null : id)), []);
  return {
    board: <FiefBoard view={view} highlight={highlight} selected={selected} onVillageClick={onVillageClick} recent={recent} />,
    underBoard: <FiefLegend />,
    prompt: seat ? (
      <>
        <FiefPromptPanel picture={picture} legal={legal} seat={seat} selected={selected} select={setSelected} send={auto.send} busy={busy || auto.holding} live={live} autoPassing={auto.pending} />
        <AutoPassToggle on={auto.enabled} set={auto.setEnabled} />
        <StandingAnswers picture={picture} seat={seat} send={sendAction} live={live} />
      </>
    ) : null,
    panels: (
      <>
        {selected && <VillagePanel view={view} village={selected} close={() => setSelected(null)} />}
        <Realm view={view} />
        <People view={view} />
      </>
    ),
  };
}

function FiefLegend(): ReactElement {
  return (
    <details className="legend fief-legend">
      <summary>Map key</summary>
      <ul>
        <li>A village's disc shows who holds it: the house colour and its two letters (St = Stark…); a square around it is a Stronghold, a double square a Fortified City.</li>
        <li>Chips beside a village: a house's troops there, then n = its nobles, c = captives it holds; a dashed chip has troops on the road (arrived this movement).</li>
        <li>Tags on the left: M = a mill, S = a Sept, Mr = a Maester, T = a tallage on the fief.</li>
        <li>A red dashed ring: a siege. A gold ring: a village you can pick now; a blue one: the village you picked. An orange ring: what just happened.</li>
        <li>Lines are roads, dotted white curves sea routes (⚓ marks coastal villages). Tinted ground is a fief. The small number on a village is its Warden region; the strip along the bottom holds each region's cards (disasters, bounties), taxes and Warden (W and the house's letters).</li>
      </ul>
    </details>
  );
}

