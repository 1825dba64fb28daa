/**
 * The seat's picture as the server last sent it, kept so that a `patch` (RFC 6902, applied with
 * fast-json-patch) can be turned back into the whole `update` it stands for. The rest of the page
 * only ever sees welcomes and updates. A patch whose base is not the picture held (one was lost,
 * or none is held yet) is dropped and the connection asks for the whole picture (`resync`).
 */
import { applyPatch, type Operation } from "fast-json-patch/module/core.mjs";
import type { SeatPicture, ServerMessage, UpdateMessage } from "./types.ts";

/** The fields of a welcome or update that make the picture patches apply to (the server's `SeatPicture`). */
const PICTURE_KEYS = ["seq", "view", "prompts", "legalActions", "freeActions", "waitingFor", "outcome", "clock"] as const satisfies readonly (keyof SeatPicture)[];

function pictureOf(msg: SeatPicture): SeatPicture {
  const picture: Record<string, unknown> = {};
  for (const key of PICTURE_KEYS) if (msg[key] !== undefined) picture[key] = msg[key];
  return picture as unknown as SeatPicture;
}

export interface Followed {
  /** What to hand on: the message itself, the update a patch stands for, or null (a patch dropped). */
  message: ServerMessage | null;
  /** Ask the server for the whole picture (a `resync` message). */
  resync: boolean;
}

export class PictureFollower {
  private held: SeatPicture | null = null;
  /** A resync was asked for and its update has not come yet: patches meanwhile are dropped quietly. */
  private resyncing = false;

  follow(msg: ServerMessage): Followed {
    if (msg.type === "welcome" || msg.type === "update") {
      this.held = pictureOf(msg);
      this.resyncing = false;
      return { message: msg, resync: false };
    }
    if (msg.type !== "patch") return { message: msg, resync: false };
    const held = this.held;
    if (held && held.seq === msg.base) {
      try {
        // Not in place: the page keeps the pictures it was given (history, React state).
        const next = applyPatch(held, msg.ops as Operation[], false, false).newDocument;
        this.held = next;
        const update: UpdateMessage = { type: "update", ...next, events: msg.events };
        return { message: update, resync: false };
      } catch {
        // A patch that does not apply: the picture held is not the server's; start again from a whole one.
      }
    }
    this.held = null;
    const resync = !this.resyncing;
    this.resyncing = true;
    return { message: null, resync };
  }

  /** A new socket: its welcome brings the whole picture. */
  reset(): void {
    this.held = null;
    this.resyncing = false;
  }
}
