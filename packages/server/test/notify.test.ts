/**
 * "Your turn, wherever you are" (issue 17) over real HTTP and WebSockets: a seat's webhook gets a
 * JSON POST (retried after a failure, never holding the game up, saying no more than "your turn
 * in <game>") when the game starts waiting for it and when it ends; its e-mail address gets a
 * mail through a local SMTP server; bad URLs and e-mail without SMTP are refused.
 */
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { afterEach, describe, expect, it } from "vitest";
import { webhookProblem } from "../src/notify/webhook.ts";
import { Client, createGame, start, tokenOf, type Running } from "./helpers.ts";
import { receiver as localReceiver } from "./webhook-receiver.ts";

const running: Running[] = [];
const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((r) => r.server.close()));
  for (const c of cleanups.splice(0)) await c();
});

/** A local webhook receiver (webhook-receiver.ts), closed after the test. */
async function receiver(answer?: Parameters<typeof localReceiver>[0]) {
  const made = await localReceiver(answer);
  cleanups.push(() => made.close());
  return made;
}

async function join(r: Running, gameId: string, token?: string): Promise<Client> {
  const c = await Client.open(r.wsUrl);
  cleanups.push(() => c.close());
  await c.join(gameId, token);
  return c;
}

const bid = async (c: Client, amount: number) => {
  c.send({ type: "action", action: { type: "bid", amount } });
  return c.next("ack");
};

describe("webhooks", () => {
  it("POST 'your turn' when the game starts waiting for an absent seat, retry a failure, and POST the end", async () => {
    // The first request hangs past the timeout, the second fails with 503, then all succeed.
    const hook = await receiver((n, res) => {
      if (n === 0) setTimeout(() => res.end(), 1500);
      else if (n === 1) res.writeHead(503).end();
      else res.end();
    });
    const r = await start({ notify: { webhook: { allowPrivate: true, timeoutMs: 300, retryDelaysMs: [50, 50, 50] } } });
    running.push(r);
    const created = await createGame(r.url, { title: "Monday night", options: { rounds: 2, coins: 5 } });
    const red = await join(r, created.gameId, tokenOf(created, "red"));
    const blue = await join(r, created.gameId, tokenOf(created, "blue"));
    blue.send({ type: "notify", webhook: hook.url });
    expect(await blue.next("notify")).toEqual({ type: "notify", webhook: hook.url, emailAvailable: false });
    await bid(blue, 1);
    await blue.close();

    // Red's bid starts round 2: blue, not connected, is asked anew. Red's ack does not wait for the webhook.
    const sent = Date.now();
    await bid(red, 2);
    expect(Date.now() - sent).toBeLessThan(250);
    await hook.count(3);
    // The sentence also as Discord's `content` (Slack reads `text`), and no one pinged on Discord (issue 39 item 1).
    const payload = {
      event: "your-turn",
      gameId: created.gameId,
      title: "Monday night",
      seat: "blue",
      text: "Your turn in Monday night.",
      content: "Your turn in Monday night.",
      allowed_mentions: { parse: [] },
      at: expect.any(Number),
    };
    expect(hook.bodies[2]).toEqual({ method: "POST", type: "application/json", body: payload });
    // No more than that: the keys are exactly these.
    expect(Object.keys((hook.bodies[2] as { body: object }).body).sort()).toEqual(["allowed_mentions", "at", "content", "event", "gameId", "seat", "text", "title"]);

    const blueAgain = await join(r, created.gameId, tokenOf(created, "blue"));
    expect(blueAgain.received[0]).toMatchObject({ type: "welcome", notify: { webhook: hook.url } });
    await bid(blueAgain, 0);
    await bid(red, 0);
    await hook.count(4);
    expect((hook.bodies[3] as { body: object }).body).toMatchObject({ event: "game-over", text: "Monday night is over.", seat: "blue" });
    expect(hook.bodies).toHaveLength(4);
  });

  it("are refused unless http or https, and to private addresses unless the server allows them", async () => {
    const r = await start();
    running.push(r);
    const created = await createGame(r.url);
    const blue = await join(r, created.gameId, tokenOf(created, "blue"));
    for (const bad of ["ftp://example.com/x", "http://127.0.0.1:9/x", "http://localhost/x", "http://[::1]/x", "http://10.1.2.3/x", "not a url"]) {
      blue.send({ type: "notify", webhook: bad });
      expect(await blue.next("error"), bad).toMatchObject({ code: "bad_webhook" });
    }
    // No network here: discord.com resolves through a resolver standing in for DNS (a public address).
    expect(await webhookProblem("https://discord.com/api/webhooks/1/x", false, async () => [{ address: "162.159.128.233", family: 4 }])).toBeNull();
    expect(await webhookProblem("http://192.168.1.5/x", true)).toBeNull();
    const watcher = await join(r, created.gameId);
    watcher.send({ type: "notify", webhook: "https://example.com/x" });
    expect(await watcher.next("error")).toMatchObject({ code: "spectator" });
  });
});

describe("e-mail", () => {
  it("goes through the SMTP server of SMTP_URL, and is refused when there is none", async () => {
    const mails: Array<{ to: string[]; text: string }> = [];
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      onData(stream, session, callback) {
        let text = "";
        stream.on("data", (c: Buffer) => (text += c.toString()));
        stream.on("end", () => {
          mails.push({ to: session.envelope.rcptTo.map((a) => a.address), text });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
    cleanups.push(() => new Promise<void>((resolve) => smtp.close(() => resolve())));
    const port = (smtp.server.address() as AddressInfo).port;
    const r = await start({ notify: { smtpUrl: `smtp://127.0.0.1:${port}`, smtpFrom: "table@kingsroad.test" } });
    running.push(r);
    const created = await createGame(r.url, { title: "Long game", options: { rounds: 3 } });
    const red = await join(r, created.gameId, tokenOf(created, "red"));
    const blue = await join(r, created.gameId, tokenOf(created, "blue"));
    blue.send({ type: "notify", email: "blue@example.com" });
    expect(await blue.next("notify")).toMatchObject({ email: "blue@example.com", emailAvailable: true });
    await bid(blue, 1);
    await blue.close();
    await bid(red, 1);
    for (let i = 0; i < 50 && mails.length === 0; i++) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toEqual(["blue@example.com"]);
    expect(mails[0]!.text).toMatch(/^From: table@kingsroad\.test/m);
    expect(mails[0]!.text).toMatch(/^Subject: Your turn in Long game\./m);

    const plain = await start();
    running.push(plain);
    const other = await createGame(plain.url);
    const someone = await join(plain, other.gameId, tokenOf(other, "red"));
    someone.send({ type: "notify", email: "red@example.com" });
    expect(await someone.next("error")).toMatchObject({ code: "no_email", message: expect.stringContaining("SMTP_URL") });
  });
});
