/**
 * Free actions over real WebSockets (issue 14): Mother of Dragons' gifting of power tokens
 * (cards.md 6.11, AG-37) may be sent by any player seat at any time, prompted or not. An unprompted
 * seat's picture carries them in `freeActions` (its `legalActions` stays empty: it is not asked);
 * a prompted seat has them inside `legalActions`; spectators get no `freeActions` at all. The bot
 * runner acts only for a prompted seat, so free actions never set a bot going.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultBots, defaultGames } from "../src/engines.ts";
import type { SeatPicture, UpdateMessage, WelcomeMessage } from "../src/protocol.ts";
import { Client, createGame, start, tokenOf, type Running } from "./helpers.ts";

let run: Running;
const clients: Client[] = [];
beforeAll(async () => {
  run = await start({ games: defaultGames(), bots: defaultBots() });
});
afterAll(async () => {
  await Promise.all(clients.map((c) => c.close()));
  await run.server.close();
});

async function joined(gameId: string, token?: string): Promise<[Client, WelcomeMessage]> {
  const c = await Client.open(run.wsUrl);
  clients.push(c);
  const welcome = await c.join(gameId, token);
  if (welcome.type !== "welcome") throw new Error("no welcome");
  return [c, welcome];
}

type Gift = { type: "gift-power"; to: string };
const gifts = (actions: readonly unknown[] | undefined): Gift[] => (actions ?? []).filter((a): a is Gift => (a as Gift).type === "gift-power");
const power = (picture: SeatPicture, house: string): number => (picture.view as { power: Record<string, number> }).power[house]!;

// Four players with Mother of Dragons: Baratheon, first on the Iron Throne track, is asked to claim
// a vassal (the three unplayed houses of Westeros); Lannister, Stark and Targaryen are not asked.
const houses = ["baratheon", "lannister", "stark", "targaryen"] as const;

describe("free actions (Mother of Dragons' gifts, cards.md 6.11)", () => {
  it("reach an unprompted seat in freeActions, are accepted from it, and every seat sees the gift; spectators get none", async () => {
    const created = await createGame(run.url, {
      engine: "agot",
      players: houses.map((seat) => ({ kind: "human" as const, seat })),
      options: { motherOfDragons: true },
    });
    const [baratheon, asked] = await joined(created.gameId, tokenOf(created, "baratheon"));
    const [lannister, unasked] = await joined(created.gameId, tokenOf(created, "lannister"));
    const [stark] = await joined(created.gameId, tokenOf(created, "stark"));
    const [spectator, watching] = await joined(created.gameId);

    // The prompted seat: its gifts are among its legal actions, its freeActions empty.
    expect(asked.prompts.map((p) => p.kind)).toEqual(["claim-vassal"]);
    expect(gifts(asked.legalActions).length).toBe(3);
    expect(asked.freeActions).toEqual([]);
    // The unprompted seat: nothing to decide, a gift to each other player (never a vassal) it may send.
    expect(unasked.prompts).toEqual([]);
    expect(unasked.legalActions).toEqual([]);
    expect(gifts(unasked.freeActions).map((g) => g.to).sort()).toEqual(["baratheon", "stark", "targaryen"]);
    expect(unasked.freeActions).toHaveLength(3);
    expect("freeActions" in watching).toBe(false);

    lannister.send({ type: "action", action: { type: "gift-power", to: "stark" }, ref: "gift" });
    const ack = await lannister.next("ack", (m) => m.ref === "gift");
    const seen = (c: Client) => c.next("update", (m) => m.seq === ack.seq);
    const [toGiver, toAsked, toReceiver, toSpectator] = await Promise.all([seen(lannister), seen(baratheon), seen(stark), seen(spectator)]);
    for (const update of [toGiver, toAsked, toReceiver, toSpectator]) {
      expect(update.events.map((e) => e.type)).toContain("power-gift");
      expect(power(update, "stark")).toBe(power(unasked, "stark") + 1);
      expect(power(update, "lannister")).toBe(power(unasked, "lannister") - 1);
    }
    // Gifts change nobody's prompt: Baratheon is still the one asked.
    expect(toGiver.waitingFor).toEqual(["baratheon"]);
    expect(gifts(toGiver.freeActions)).toHaveLength(3);
    expect("freeActions" in toSpectator).toBe(false);
    // Nothing secret leaves with the gift: the spectator's messages never carry a seat's actions.
    expect(spectator.raw.join("")).not.toContain("gift-power");
  });

  it("updates freeActions when they change: a seat that gave away its last token has none left", async () => {
    const created = await createGame(run.url, {
      engine: "agot",
      players: houses.map((seat) => ({ kind: "human" as const, seat })),
      options: { motherOfDragons: true },
    });
    const [lannister, welcome] = await joined(created.gameId, tokenOf(created, "lannister"));
    let last: UpdateMessage | null = null;
    for (let n = power(welcome, "lannister"), i = 0; n > 0; n--, i++) {
      lannister.send({ type: "action", action: { type: "gift-power", to: "targaryen" }, ref: i });
      const ack = await lannister.next("ack", (m) => m.ref === i);
      last = await lannister.next("update", (m) => m.seq === ack.seq);
    }
    expect(power(last!, "lannister")).toBe(0);
    expect(last!.freeActions).toEqual([]);
    lannister.send({ type: "action", action: { type: "gift-power", to: "targaryen" }, ref: "none left" });
    const refused = await lannister.next("error", (m) => m.ref === "none left");
    expect(refused.code).not.toBe("internal");
  });

  it("never set a bot going: bot seats holding gifts stay quiet while the person they wait for decides", async () => {
    const created = await createGame(run.url, {
      engine: "agot",
      players: houses.map((seat) => (seat === "baratheon" ? { kind: "human" as const, seat } : { kind: "bot" as const, seat, level: "heuristic" })),
      options: { motherOfDragons: true },
    });
    const [, welcome] = await joined(created.gameId, tokenOf(created, "baratheon"));
    const game = (await run.server.hub.get(created.gameId))!;
    // The bots could gift (their pictures hold free actions), but nobody asks them anything.
    for (const seat of ["lannister", "stark", "targaryen"]) {
      expect(game.picture(seat).legalActions).toEqual([]);
      expect(gifts(game.picture(seat).freeActions).length).toBeGreaterThan(0);
    }
    await new Promise((r) => setTimeout(r, 400));
    await game.idle();
    expect(game.seq).toBe(welcome.seq);
    expect(game.waitingFor()).toEqual(["baratheon"]);
  });
});
