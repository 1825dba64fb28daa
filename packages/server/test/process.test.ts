/**
 * The real entry point as a child process: `main.ts` on an ephemeral port over a data folder,
 * killed with SIGKILL (no clean shutdown at all) right after an ack, then started again. Every
 * acknowledged action must be there.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import type { BidView } from "./secret-bid.ts";
import { Client, createGame, tempDir, tokenOf } from "./helpers.ts";

const main = fileURLToPath(new URL("../src/main.ts", import.meta.url));
const children: ChildProcess[] = [];

afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill("SIGKILL");
});

function launch(dataDir: string): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ["--import", "tsx", main], {
    env: { ...process.env, PORT: "0", HOST: "127.0.0.1", DATA_DIR: dataDir, KINGSROAD_TEST_ENGINE: "1" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.push(child);
  return new Promise((resolve, reject) => {
    let out = "";
    const timer = setTimeout(() => reject(new Error(`server did not start: ${out}`)), 40_000);
    child.stdout?.on("data", (d: Buffer) => {
      out += d.toString();
      const m = /Kingsroad listening on (http:\/\/\S+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve({ child, url: m[1] as string });
      }
    });
    child.stderr?.on("data", (d: Buffer) => (out += d.toString()));
    child.on("exit", (code) => reject(new Error(`server exited (${code}): ${out}`)));
  });
}

const killed = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    child.once("exit", () => resolve());
    child.kill("SIGKILL");
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
