/**
 * A port's land changing hands without a combat. p.25 "Taking control of enemy ports" speaks of a
 * land "successfully attacked"; cards.md 7 #33 extends it to control gained by a march (onto a
 * lone power token, or into land nobody held while another house's ships sat in its port) and to
 * a home area emptied by a wildling penalty or a supply loss that reverts to its house (p.24
 * "Controlling Home Areas"). In every case the new owner replaces any number of the other house's
 * ships with its own, within reserve and supply; the rest are removed (only a port's owner may use
 * it, p.25). Combat's own capture is in combat/resolution.ts.
 */
import type { Draft } from "immer";
import type { Action } from "../../actions.ts";
import { boardOf, portOf, type AreaId } from "../../data/board.ts";
import { HOUSE_NAMES, type HouseId } from "../../data/houses.ts";
import { prompt, type Ctx, type FrameRules } from "../../engine/context.ts";
import type { Game } from "../../state.ts";
import { controller } from "../control.ts";
import { supplyAllows } from "../supply.ts";
import { addUnit, reserve } from "../units.ts";
import type { PortRevertFrame } from "./frames.ts";
import { writableArea } from "../../engine/clone.ts";

/** How many ships the new owner may put in place of the old ones. */
export function portReplacementLimit(g: Game, f: PortRevertFrame): number {
  const ships = g.areas[f.port]!.units.length;
  let k = Math.min(ships, reserve(g, f.house, "ship"));
  // The old ships leave first: only the new owner's fleet in the port counts for its supply.
  while (k > 0 && !supplyAllows(g, f.house, { [f.port]: k })) k--;
  return k;
}

/** Called after `loser` lost a unit in `area`: opens the port decision when the area reverted to another house. */
export function checkPortRevert(g: Draft<Game>, loser: HouseId, area: AreaId, ctx: Ctx): void {
  if (boardOf(g).areas[area]!.kind !== "land" || g.areas[area]!.units.length > 0) return;
  const port = portOf(boardOf(g), area);
  const owner = controller(g as Game, area);
  if (port === null || owner === null || owner === loser) return;
  if (g.areas[port]!.house !== loser) return;
  offerPortShips(g, owner, area, ctx);
}

/**
 * `owner` now controls the land `area`: if its port holds another house's ships, the owner decides
 * how many to replace with its own (a decision frame), or they are simply removed when it has
 * none to put there.
 */
export function offerPortShips(g: Draft<Game>, owner: HouseId, area: AreaId, ctx: Ctx): void {
  const port = portOf(boardOf(g), area);
  if (port === null) return;
  const p = g.areas[port]!;
  if (p.house === null || p.house === owner || p.units.length === 0) return;
  const f: PortRevertFrame = { kind: "port-revert", house: owner, port, loser: p.house };
  if (portReplacementLimit(g as Game, f) === 0) replaceShips(g, f, 0, ctx);
  else g.stack.push(f);
}

function replaceShips(g: Draft<Game>, f: PortRevertFrame, count: number, ctx: Ctx): void {
  const a = writableArea(g, f.port);
  const removed = a.units.length;
  a.units = [];
  a.house = null;
  a.order = null;
  for (let i = 0; i < count; i++) addUnit(g as Game, f.port, f.house, "ship");
  ctx.emit(
    "port-reverted",
    `${HOUSE_NAMES[f.house]} takes ${boardOf(g).areas[f.port]!.name}: ${removed} ${HOUSE_NAMES[f.loser]} ships removed, ${count} replaced by its own.`,
    { port: f.port, house: f.house, loser: f.loser, removed, replaced: count },
  );
}

export const portRevertRules: FrameRules<PortRevertFrame> = {
  prompts(g, f) {
    return [
      prompt(f.house, "replace-port-ships", `Replace how many ${HOUSE_NAMES[f.loser]} ships in ${boardOf(g).areas[f.port]!.name} with your own (0 to ${portReplacementLimit(g, f)})?`, {
        port: f.port,
        max: portReplacementLimit(g, f),
      }),
    ];
  },

  legalActions(g, f, house) {
    if (house !== f.house) return [];
    return Array.from({ length: portReplacementLimit(g, f) + 1 }, (_, count): Action => ({ type: "replace-port-ships", count }));
  },

  apply(g, f, _house, action, ctx) {
    if (action.type !== "replace-port-ships") return;
    const frame = { ...f } as PortRevertFrame;
    g.stack.pop();
    replaceShips(g, frame, action.count, ctx);
  },

  run() {
    throw new Error("a port decision always waits for its new owner");
  },
};
