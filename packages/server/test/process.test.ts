/**
 * The real entry point as a child process: `main.ts` on an ephemeral port over a data folder,
 * killed with SIGKILL (no clean shutdown at all) right after an ack, then started again. Every
 * acknowledged action must be there.
 */
import type { ChildProcess } from "node:child_process";
import { afterEach, describe, expect, it } from "vitest";
import type { BidView } from "./secret-bid.ts";
import { Client, createGame, tempDir, tokenOf } from "./helpers.ts";
import { killed, launch as launchIn } from "./spawn.ts";

const children: ChildProcess[] = [];
const launch = (dataDir: string) => launchIn(dataDir, children);

afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill("SIGKILL");
});

describe("the server process", () => {
  it("prints its address, and loses no acknowledged action when killed outright", { timeout: 120_000 }, async () => {
    const dataDir = tempDir();
    let { child, url } = await launch(dataDir);
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const created = await createGame(url, { options: { rounds: 3, coins: 5 } });
    let red = await Client.open(`${url.replace("http", "ws")}/ws`);
    let blue = await Client.open(`${url.replace("http", "ws")}/ws`);
    await red.join(created.gameId, tokenOf(created, "red"));
    await blue.join(created.gameId, tokenOf(created, "blue"));
    for (const [client, amount] of [[red, 2], [blue, 1], [red, 1]] as const) {
      client.send({ type: "action", action: { type: "bid", amount } });
      await client.next("ack");
    }
    await killed(child);

    ({ child, url } = await launch(dataDir));
    red = await Client.open(`${url.replace("http", "ws")}/ws`);
    blue = await Client.open(`${url.replace("http", "ws")}/ws`);
    const welcome = await red.join(created.gameId, tokenOf(created, "red"));
    expect(welcome.seq).toBe(3);
    expect(welcome.view).toMatchObject({ round: 2, myBid: 1, coins: { red: 3, blue: 4 }, points: { red: 1, blue: 0 } } satisfies Partial<BidView>);
    await blue.join(created.gameId, tokenOf(created, "blue"));
    blue.send({ type: "action", action: { type: "bid", amount: 0 } });
    expect(await blue.next("ack")).toMatchObject({ seq: 4 });
    await red.close();
    await blue.close();
    await killed(child);
  });
});
