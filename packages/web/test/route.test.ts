import { describe, expect, it } from "vitest";
import { parseRoute } from "../src/pages/route.ts";

describe("routes", () => {
  it("reads the game id and the secret token from a seat link", () => {
    expect(parseRoute("/game/abc_12", "#token=ABCDEFGHIJKLMNOPQRST")).toEqual({ page: "game", gameId: "abc_12", token: "ABCDEFGHIJKLMNOPQRST" });
  });
  it("treats a link without a (valid) token as spectating", () => {
    expect(parseRoute("/game/abc", "")).toEqual({ page: "game", gameId: "abc", token: null });
    expect(parseRoute("/game/abc", "#token=short")).toEqual({ page: "game", gameId: "abc", token: null });
  });
  it("sends anything else to the lobby", () => {
    expect(parseRoute("/", "")).toEqual({ page: "lobby" });
    expect(parseRoute("/game/", "")).toEqual({ page: "lobby" });
  });
});
