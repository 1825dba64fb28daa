import { describe, expect, it } from "vitest";
import { PictureFollower } from "../src/api/picture-follower.ts";
import type { PatchMessage, ServerMessage, UpdateMessage, WelcomeMessage } from "../src/api/types.ts";

const welcome: WelcomeMessage = {
  type: "welcome",
  gameId: "g1",
  engine: "agot",
  title: "Friday",
  seat: "stark",
  seats: [],
  seq: 4,
  view: { round: 1, power: { stark: 5 } },
  prompts: [],
  legalActions: [],
  freeActions: [],
  waitingFor: ["lannister"],
  outcome: null,
  events: [],
  chat: [],
};

const patch = (base: number, seq: number, ops: PatchMessage["ops"]): PatchMessage => ({ type: "patch", base, seq, ops, events: [{ type: "x", text: "x", seq }] });

describe("PictureFollower", () => {
  it("turns a patch of the picture held into the whole update, leaving earlier pictures as they were", () => {
    const f = new PictureFollower();
    expect(f.follow(welcome)).toEqual({ message: welcome, resync: false });
    const out = f.follow(patch(4, 5, [{ op: "replace", path: "/seq", value: 5 }, { op: "replace", path: "/view/power/stark", value: 4 }, { op: "replace", path: "/waitingFor", value: ["stark"] }]));
    expect(out.resync).toBe(false);
    expect(out.message).toEqual({
      type: "update",
      seq: 5,
      view: { round: 1, power: { stark: 4 } },
      prompts: [],
      legalActions: [],
      freeActions: [],
      waitingFor: ["stark"],
      outcome: null,
      events: [{ type: "x", text: "x", seq: 5 }],
    });
    expect((welcome.view as { power: { stark: number } }).power.stark).toBe(5);
  });

  it("asks once for the whole picture when a patch does not follow what it holds, and follows on from it", () => {
    const f = new PictureFollower();
    f.follow(welcome);
    // The patch to 5 was lost: the one to 6 does not apply.
    expect(f.follow(patch(5, 6, [{ op: "replace", path: "/seq", value: 6 }]))).toEqual({ message: null, resync: true });
    expect(f.follow(patch(6, 7, [{ op: "replace", path: "/seq", value: 7 }]))).toEqual({ message: null, resync: false });
    const whole: UpdateMessage = { type: "update", seq: 7, view: { round: 2 }, prompts: [], legalActions: [], waitingFor: [], outcome: null, events: [] };
    expect(f.follow(whole).message).toBe(whole);
    const next = f.follow(patch(7, 8, [{ op: "replace", path: "/seq", value: 8 }, { op: "replace", path: "/view/round", value: 3 }])).message as UpdateMessage;
    expect([next.seq, next.view]).toEqual([8, { round: 3 }]);
  });

  it("asks for the whole picture when a patch does not apply, and hands other messages on", () => {
    const f = new PictureFollower();
    f.follow(welcome);
    expect(f.follow(patch(4, 5, [{ op: "remove", path: "/view/nothing/here" }])).resync).toBe(true);
    const pong: ServerMessage = { type: "pong" };
    expect(f.follow(pong)).toEqual({ message: pong, resync: false });
  });
});
