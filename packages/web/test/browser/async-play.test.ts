/**
 * Games that last days, in Chromium (issue 17): each player in a browser context of their own (no
 * shared storage), as on separate machines. Two players talk in private, and a third player and
 * a spectator never see it; a clock running out hands the seats to a bot, the game goes on, and a
 * player takes their seat back. Runs with the other browser tests:
 *
 *   npm run test:browser -w @kingsroad/web
 */
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";
import type { CreateGameResponse } from "../../src/api/types.ts";
import { browserTestsEnabled } from "./server.ts";
import { chromiumSuite } from "./suite.ts";

const enabled = browserTestsEnabled();

describe.skipIf(!enabled)("games that last days, in Chromium", () => {
  const suite = chromiumSuite();
  const { errors, watch } = suite;
  const contexts: BrowserContext[] = [];

  afterAll(async () => {
    await Promise.all(contexts.map((c) => c.close()));
  });

  async function create(body: object): Promise<CreateGameResponse> {
    const res = await fetch(`${suite.server.url}/api/games`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
    expect(res.status).toBe(201);
    return (await res.json()) as CreateGameResponse;
  }

  /** A page in a fresh browser context (its own storage), at `path`, once the game is drawn. */
  async function visit(path: string): Promise<Page> {
    const context = await suite.browser.newContext();
    contexts.push(context);
    const page = await context.newPage();
    watch(page);
    await page.goto(`${suite.server.url}${path}`);
    await page.locator(".game-page").waitFor();
    return page;
  }

  const link = (created: CreateGameResponse, seat: string): string => created.seats.find((s) => s.seat === seat)!.link!;

  it("two players talk in private; a third player and a spectator never see it", async () => {
    const created = await create({
      engine: "agot",
      players: [
        { kind: "human", seat: "stark", name: "Ned" },
        { kind: "human", seat: "lannister", name: "Tywin" },
        { kind: "human", seat: "baratheon", name: "Stannis" },
      ],
    });
    const [ned, tywin, stannis, watcher] = [
      await visit(link(created, "stark")),
      await visit(link(created, "lannister")),
      await visit(link(created, "baratheon")),
      await visit(created.spectatorLink),
    ];
    await ned.locator(".chat-to").getByRole("checkbox", { name: "Lannister" }).check();
    await ned.getByRole("textbox", { name: "Chat message" }).fill("an alliance against Stannis?");
    await ned.locator(".chat").getByRole("button", { name: "Send" }).click();
    const line = tywin.locator(".chat li.chat-private", { hasText: "an alliance against Stannis?" });
    await line.waitFor();
    expect(await line.textContent()).toBe("[private: Stark] Ned: an alliance against Stannis?");
    await ned.locator(".chat li.chat-private", { hasText: "an alliance" }).waitFor();

    // A table line after it: when the others have that, they would have had the private one too.
    await tywin.getByRole("textbox", { name: "Chat message" }).fill("good morning, my lords");
    await tywin.locator(".chat").getByRole("button", { name: "Send" }).click();
    for (const page of [stannis, watcher]) {
      await page.locator(".chat li", { hasText: "good morning, my lords" }).waitFor();
      expect(await page.locator(".chat").textContent()).not.toContain("alliance");
    }
    // Not after a reload either (the welcome's chat is the server's, filtered per reader).
    await stannis.reload();
    await stannis.locator(".chat li", { hasText: "good morning" }).waitFor();
    expect(await stannis.locator(".chat").textContent()).not.toContain("alliance");
    expect(errors).toEqual([]);
  }, 60_000);

  it("a clock running out hands the seats to a bot, the game goes on, and a player takes their seat back", async () => {
    const created = await create({
      engine: "agot",
      players: [{ kind: "human", seat: "stark", name: "Ned" }, { kind: "human", seat: "lannister", name: "Tywin" }, { kind: "bot" }],
      clock: { kind: "decision", seconds: 3, onTimeout: "bot-takes-seat", botLevel: "random" },
    });
    const ned = await visit(link(created, "stark"));
    const tywin = await visit(link(created, "lannister"));
    // Both seated: the clocks run and show, counting down.
    await ned.locator('[data-seat-clock="stark"].running').waitFor();
    const seqBefore = Number(await ned.locator(".game-page").getAttribute("data-seq"));
    // Nobody orders: after 3 s the bots take both seats and play on.
    const banner = ned.locator(".stand-in-banner");
    await banner.waitFor({ timeout: 10_000 });
    expect(await banner.textContent()).toContain("Your time ran out: a bot (random) plays your seat.");
    await tywin.locator(".seats li", { hasText: "a bot (random) plays for now" }).first().waitFor();
    await expect.poll(async () => Number(await ned.locator(".game-page").getAttribute("data-seq")), { timeout: 15_000 }).toBeGreaterThan(seqBefore);
    await ned.locator(".chat li.notice", { hasText: "Ned's time ran out" }).waitFor();

    await banner.getByRole("button", { name: "Take my seat back" }).click();
    await banner.waitFor({ state: "detached" });
    await tywin.locator(".chat li.notice", { hasText: "Ned is back" }).waitFor();
    expect(await tywin.locator(".stand-in-banner").count()).toBe(1);
    expect(errors).toEqual([]);
  }, 60_000);
});
