/**
 * Our schematic Westeros for A Song of Ice and Fief: fiefs as tinted ground, roads and sea routes,
 * and on each village its Warden region's number, its controller (colour and a two-letter mark),
 * buildings, armies (troops, nobles and captives per house; road occupants dashed) and sieges; the
 * five regions' cards, taxes and Wardens in a strip along the bottom, the Wall track on top with
 * the Night's Watch. Every village is a button; the prompt panel decides what a click means and
 * which villages to light.
 */
import type { KeyboardEvent, ReactElement } from "react";
import { usePanZoom } from "../../../map/usePanZoom.ts";
import { ZoomControls } from "../../../map/ZoomControls.tsx";
import { FIEF, houseColor, houseName, regionName, REGION, VILLAGE, villageName } from "../names.ts";
import type { FiefView } from "../types.ts";
import { armiesAt } from "./armies.ts";
import { REGION_STRIP, SEA_BEND, VIEW, VILLAGE_AT } from "./layout.ts";
import facts from "../../../../../fief/src/data/facts.json" with { type: "json" };

const FIEF_TINT: Readonly<Record<string, string>> = {
  white: "#f4f6f8", "dark green": "#6f9c74", yellow: "#ecd36a", red: "#d88a7e", blue: "#8ba9d6", "light green": "#b6d98f", tan: "#dcc08e", brown: "#b08a62",
};

const at = (v: string): readonly [number, number] => VILLAGE_AT[v] ?? [0, 0];

/** A sea route: a curve through its bend point (layout.ts), or straight. */
function seaPath(a: string, b: string): string {
  const [x1, y1] = at(a);
  const [x2, y2] = at(b);
  const bend = SEA_BEND[`${a}~${b}`] ?? SEA_BEND[`${b}~${a}`];
  return bend ? `M${x1},${y1} Q${bend[0]},${bend[1]} ${x2},${y2}` : `M${x1},${y1} L${x2},${y2}`;
}

export interface FiefBoardProps {
  view: FiefView;
  highlight: ReadonlySet<string>;
  selected: string | null;
  onVillageClick(village: string): void;
  /** Villages the last events touched (a march's step, a battle), drawn with a ring. */
  recent: ReadonlySet<string>;
}

export function FiefBoard({ view, highlight, selected, onVillageClick, recent }: FiefBoardProps): ReactElement {
  const pz = usePanZoom(VIEW.width / 2, VIEW.height / 2);
  const key = (id: string) => (e: KeyboardEvent): void => {
    if (e.key === "Enter" || e.key === " ") {
      e.preventDefault();
      onVillageClick(id);
    }
  };
  return (
    <div className="board fief-board">
      <svg viewBox={`0 0 ${VIEW.width} ${VIEW.height}`} role="group" aria-label="Map of Westeros: villages, roads and sea routes" className="board-svg fief-svg" ref={pz.ref}>
        <g transform={pz.transform}>
          <rect width={VIEW.width} height={VIEW.height} className="fief-sea" />
          {/* Fiefs: tinted ground under their villages. */}
          {Object.entries(FIEF).map(([id, f]) => {
            const tint = FIEF_TINT[(facts.fiefs as Record<string, { color: string }>)[id]?.color ?? ""] ?? "#ddd";
            return (
              <g key={id} className="fief-ground" fill={tint} stroke={tint} data-fief={id}>
                {f.villages.map((v) => (
                  <circle key={v} cx={at(v)[0]} cy={at(v)[1]} r={36} />
                ))}
              </g>
            );
          })}
          {facts.roads.map(([a, b]) => (
            <line key={`${a}-${b}`} x1={at(a!)[0]} y1={at(a!)[1]} x2={at(b!)[0]} y2={at(b!)[1]} className="road" />
          ))}
          {facts.maritimeRoads.map(([a, b]) => (
            <path key={`${a}~${b}`} d={seaPath(a!, b!)} className="sea-route" />
          ))}
          <RegionStrip view={view} />
          {view.options.nightsWatch && <WallTrack value={view.wall.value} fallen={view.wall.fallen} />}
          {Object.keys(VILLAGE_AT).map((id) => (
            <Village key={id} id={id} view={view} lit={highlight.has(id)} selected={selected === id} recent={recent.has(id)} onClick={() => !pz.dragged() && onVillageClick(id)} onKey={key(id)} />
          ))}
        </g>
      </svg>
      <ZoomControls pz={pz} />
    </div>
  );
}

interface VillageProps {
  id: string;
  view: FiefView;
  lit: boolean;
  selected: boolean;
  recent: boolean;
  onClick(): void;
  onKey(e: KeyboardEvent): void;
}

function Village({ id, view, lit, selected, recent, onClick, onKey }: VillageProps): ReactElement {
  const [x, y] = at(id);
  const v = view.villages[id];
  const facts = VILLAGE[id];
  const c = v?.controller ? houseColor(v.controller) : null;
  const armies = armiesAt(view, id);
  const tallage = view.taxes.some((t) => t.fief !== undefined && t.fief === facts?.fief);
  const label = `${villageName(id)}${v?.controller ? `, held by ${houseName(v.controller)}` : ""}`;
  return (
    <g className={`village${lit ? " lit" : ""}${selected ? " selected" : ""}`} data-village={id} transform={`translate(${x} ${y})`}>
      {(v?.stronghold || v?.fortified) && <rect x={-17} y={-17} width={34} height={34} rx={3} className={v.fortified ? "fortified" : "stronghold"} />}
      {v?.siege && <circle r={22} className="siege-ring" />}
      {recent && <circle r={25} className="recent-ring" />}
      {lit && <circle r={19} className="lit-ring" />}
      {selected && <circle r={21} className="selected-ring" />}
      <circle
        r={13}
        className={`village-disc${facts?.principal ? " principal" : ""}`}
        fill={c?.fill ?? "#f3ead2"}
        role="button"
        aria-label={label}
        aria-pressed={selected}
        tabIndex={lit ? 0 : -1}
        data-village-button={id}
        onClick={onClick}
        onKeyDown={onKey}
      >
        <title>{label}</title>
      </circle>
      {c && (
        <text className="village-mark" fill={c.ink} y={3.5} pointerEvents="none">
          {c.mark}
        </text>
      )}
      <circle cx={-12} cy={-12} r={6} className="region-badge" pointerEvents="none" />
      <text x={-12} y={-9} className="region-num small" pointerEvents="none">
        {facts?.region}
      </text>
      <text className="village-name" y={27} pointerEvents="none">
        {villageName(id)}
        {facts?.coastal ? " ⚓" : ""}
      </text>
      <Buildings v={v} tallage={tallage} />
      <g className="armies" transform="translate(17 -13)" pointerEvents="none">
        {armies.map((a, i) => {
          const hc = houseColor(a.house);
          const text = `${hc.mark} ${a.troops}${a.nobles.length ? `·${a.nobles.length}n` : ""}${a.captives.length ? `·${a.captives.length}c` : ""}`;
          const w = 6 + text.length * 5.4;
          return (
            <g key={a.house} transform={`translate(0 ${i * 11})`} data-army={a.house}>
              <rect width={w} height={10} rx={2} fill={hc.fill} className={a.roads.length > 0 ? "army-chip on-road" : "army-chip"} />
              <text x={3} y={8} className="army-text" fill={hc.ink}>
                {text}
              </text>
            </g>
          );
        })}
      </g>
    </g>
  );
}

function Buildings({ v, tallage }: { v: FiefView["villages"][string] | undefined; tallage: boolean }): ReactElement | null {
  if (!v) return null;
  const marks: string[] = [];
  for (let i = 0; i < v.mills; i++) marks.push("M");
  if (v.sept) marks.push("S");
  if (v.maester) marks.push("Mr");
  if (tallage) marks.push("T");
  if (marks.length === 0) return null;
  return (
    <g className="buildings" transform="translate(-36 -13)" pointerEvents="none">
      {marks.map((m, i) => (
        // Three to a column, further columns to the left, so the village's name stays clear.
        <g key={i} transform={`translate(${-Math.floor(i / 3) * 16 - (m.length - 1) * 4} ${(i % 3) * 9})`}>
          <rect width={6 + m.length * 5} height={8.5} rx={1.5} className={`building b-${m}`} />
          <text x={2} y={7} className="building-text">
            {m}
          </text>
        </g>
      ))}
    </g>
  );
}

/** The region's Warden, if the title is held. */
function wardenOf(view: FiefView, region: number): FiefView["nobles"][string] | undefined {
  const id = view.titles[`warden:${region}` as keyof FiefView["titles"]];
  return id ? view.nobles[id] : undefined;
}

/** The five Warden regions along the bottom: number, name, and the cards and taxes on each. */
function RegionStrip({ view }: { view: FiefView }): ReactElement {
  const regions = Object.values(REGION);
  const w = VIEW.width / regions.length;
  const wardens = regions.map((r) => wardenOf(view, r.id));
  return (
    <g className="region-strip" transform={`translate(0 ${REGION_STRIP.y})`}>
      {regions.map((r, i) => {
        const cards = view.regions[String(r.id)] ?? { disasters: [], bounty: [] };
        const wardenNoble = wardens[i];
        const tags = [
          ...(wardenNoble ? [{ t: `Warden: ${houseColor(wardenNoble.house).mark} ${wardenNoble.name}`, cls: "warden" }] : []),
          ...cards.disasters.map((c) => ({ t: c, cls: "disaster" })),
          ...cards.bounty.map((c) => ({ t: c, cls: "bounty" })),
          ...view.taxes.filter((t) => t.region === r.id || t.all === true).map((t) => ({ t: `Tax: ${houseName(t.house)}`, cls: "tax" })),
        ];
        return (
          <g key={r.id} transform={`translate(${i * w} 0)`} data-region-card={r.id}>
            <rect x={2} width={w - 4} height={REGION_STRIP.height} rx={5} className="region-card" />
            <circle cx={13} cy={12} r={8} className="region-badge" />
            <text x={13} y={15.5} className="region-num">
              {r.id}
            </text>
            <text x={25} y={16} className="region-label">
              {regionName(r.id).replace(/^the /, "")}
            </text>
            {/* Long tags are cut at the card's edge; the whole line is the tag's tooltip. */}
            <clipPath id={`region-card-${r.id}`}>
              <rect x={4} width={w - 8} height={REGION_STRIP.height} />
            </clipPath>
            <g clipPath={`url(#region-card-${r.id})`}>
              {tags.slice(0, 3).map((tag, j) => (
                <text key={j} x={7} y={29 + j * 10} className={`region-tag ${tag.cls}`}>
                  <title>{tag.t}</title>
                  {tag.t}
                </text>
              ))}
            </g>
            {tags.length > 3 && (
              <text x={w - 8} y={50} className="region-tag more" textAnchor="end">
                +{tags.length - 3}
              </text>
            )}
          </g>
        );
      })}
    </g>
  );
}

/** The Night's Watch Wall track (-12..12) across the top of the map, its marker at the value. */
function WallTrack({ value, fallen }: { value: number; fallen: number }): ReactElement {
  const x0 = 330;
  const width = 180;
  const x = x0 + ((value + 12) / 24) * width;
  return (
    <g className="wall-on-map" data-wall={value}>
      <rect x={x0} y={6} width={width} height={8} rx={3} className="wall-bar" />
      <line x1={x0 + width / 2} y1={4} x2={x0 + width / 2} y2={16} className="wall-zero" />
      <circle cx={x} cy={10} r={6} className="wall-marker" />
      <text x={x0} y={28} className="region-tag">
        The Wall {value > 0 ? `+${value}` : value}
        {fallen ? ` · ${fallen} castle${fallen === 1 ? "" : "s"} fallen` : ""}
      </text>
    </g>
  );
}
