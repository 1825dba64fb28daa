/**
 * Webhooks that Discord accepts, and a player who can see whether their notices arrive (issue 39
 * item 1): a Discord-shaped receiver (400 code 50006 unless `content` is a non-empty string)
 * receives the notice; the last delivery's result is in the seat's own `notify` settings (welcome
 * and reply); `POST /api/games/:id/seats/:seat/webhook-test` sends a test, answers how it went
 * (delivered, rejected by the receiver with its status and words, unreachable), and is limited.
 */
import { afterEach, describe, expect, it } from "vitest";
import type { WebhookDelivery } from "../src/protocol.ts";
import { Client, createGame, start, tokenOf, type Running } from "./helpers.ts";
import { discordShaped, receiver, type Receiver } from "./webhook-receiver.ts";

const running: Running[] = [];
const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((r) => r.server.close()));
  for (const c of cleanups.splice(0)) await c();
});

async function hook(answer: Parameters<typeof receiver>[0]): Promise<Receiver> {
  const made = await receiver(answer);
  cleanups.push(() => made.close());
  return made;
}

async function join(r: Running, gameId: string, token: string): Promise<Client> {
  const c = await Client.open(r.wsUrl);
  cleanups.push(() => c.close());
  await c.join(gameId, token);
  return c;
}

const testWebhook = async (r: Running, gameId: string, seat: string, token: string) => {
  const res = await fetch(`${r.url}/api/games/${gameId}/seats/${seat}/webhook-test`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ token }) });
  return { status: res.status, body: (await res.json()) as { delivery?: WebhookDelivery; code?: string; message?: string } };
};

describe("webhook deliveries", () => {
  it("a Discord-shaped receiver takes the notice, and the seat's player reads that it was delivered", async () => {
    const discord = await hook(discordShaped);
    // Loopback receivers need the setting the tests of notices use.
    const r = await start({ notify: { webhook: { allowPrivate: true, retryDelaysMs: [] } } });
    running.push(r);
    const created = await createGame(r.url, { title: "@everyone Monday", options: { rounds: 2, coins: 5 } });
    const red = await join(r, created.gameId, tokenOf(created, "red"));
    const blue = await join(r, created.gameId, tokenOf(created, "blue"));
    blue.send({ type: "notify", webhook: discord.url });
    // Nothing sent yet: no result to show.
    expect(await blue.next("notify")).toEqual({ type: "notify", webhook: discord.url, emailAvailable: false });
    blue.send({ type: "action", action: { type: "bid", amount: 1 } });
    await blue.next("ack");
    await blue.close();
    red.send({ type: "action", action: { type: "bid", amount: 1 } });
    await red.next("ack");
    await discord.count(1);
    expect(discord.bodies[0]!.body).toMatchObject({ event: "your-turn", content: "Your turn in @everyone Monday.", text: "Your turn in @everyone Monday.", allowed_mentions: { parse: [] } });

    // Back on the page: the panel's settings say how the last notice went.
    let again: Client | null = null;
    for (let i = 0; i < 50; i++) {
      again = await join(r, created.gameId, tokenOf(created, "blue"));
      const notify = (again.received[0] as { notify?: { delivery?: WebhookDelivery } }).notify;
      if (notify?.delivery) break;
      await again.close();
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(again!.received[0]).toMatchObject({ type: "welcome", notify: { webhook: discord.url, delivery: { event: "your-turn", outcome: "delivered", result: "delivered", at: expect.any(Number) } } });
    // Only the seat itself: the other seat's welcome carries no delivery of blue's.
    const redAgain = await join(r, created.gameId, tokenOf(created, "red"));
    expect(redAgain.received[0]).toMatchObject({ type: "welcome", notify: { emailAvailable: false } });
    expect((redAgain.received[0] as { notify: object }).notify).not.toHaveProperty("delivery");

    // "Send a test": delivered, and it is now the last delivery.
    const tested = await testWebhook(r, created.gameId, "blue", tokenOf(created, "blue"));
    expect(tested).toEqual({ status: 200, body: { delivery: { event: "test", outcome: "delivered", result: "delivered", at: expect.any(Number) } } });
    expect(discord.bodies[1]!.body).toMatchObject({ event: "test", seat: "blue", content: expect.stringContaining("test") });
    again!.send({ type: "notify", email: null });
    expect(await again!.next("notify")).toMatchObject({ delivery: { event: "test", outcome: "delivered" } });
    // One test per seat every 10 s, whoever asks.
    expect(await testWebhook(r, created.gameId, "blue", tokenOf(created, "blue"))).toMatchObject({ status: 429, body: { code: "too_soon" } });
    expect(discord.bodies).toHaveLength(2);
  });

  it("a test says what went wrong: the receiver's refusal with its status and words, or why it could not be reached", async () => {
    const gone = await hook((_n, res) => res.writeHead(404, { "content-type": "application/json" }).end(JSON.stringify({ message: "Unknown Webhook", code: 10015 })));
    const closed = await hook((_n, res) => res.end());
    await closed.close();
    const r = await start({ notify: { webhook: { allowPrivate: true }, testIntervalMs: 0 } });
    running.push(r);
    const created = await createGame(r.url);
    const blue = await join(r, created.gameId, tokenOf(created, "blue"));
    const token = tokenOf(created, "blue");

    expect(await testWebhook(r, created.gameId, "blue", token)).toMatchObject({ status: 409, body: { code: "no_webhook" } });
    blue.send({ type: "notify", webhook: gone.url });
    await blue.next("notify");
    expect((await testWebhook(r, created.gameId, "blue", token)).body.delivery).toMatchObject({
      outcome: "rejected",
      result: 'rejected by the receiver: 404 {"message":"Unknown Webhook","code":10015}',
    });
    // A refusal is not retried: the receiver heard once.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(gone.bodies).toHaveLength(1);

    blue.send({ type: "notify", webhook: closed.url });
    expect(await blue.next("notify")).not.toHaveProperty("delivery");
    expect((await testWebhook(r, created.gameId, "blue", token)).body.delivery).toMatchObject({
      outcome: "unreachable",
      result: expect.stringMatching(/^unreachable: connect ECONNREFUSED 127\.0\.0\.1:\d+$/),
    });

    // Only with the seat's own token; an unknown seat or game is a 404.
    expect(await testWebhook(r, created.gameId, "blue", tokenOf(created, "red"))).toMatchObject({ status: 403, body: { code: "bad_token" } });
    expect(await testWebhook(r, created.gameId, "green", token)).toMatchObject({ status: 404, body: { code: "unknown_seat" } });
    expect(await testWebhook(r, "nosuchgame", "blue", token)).toMatchObject({ status: 404, body: { code: "unknown_game" } });
  });
});
