/**
 * Where a webhook may go (issue 39 item 10): the host name is resolved and every address it
 * resolves to is checked with ipaddr.js's ranges, when the webhook is saved and again as each
 * delivery connects, on the address connected to (a DNS answer that changes in between, DNS
 * rebinding, reaches nothing). Names resolve through an injected resolver (no network here), and
 * `localhost` through /etc/hosts.
 */
import type { LookupAddress } from "node:dns";
import { afterEach, describe, expect, it } from "vitest";
import { addressAllowed } from "../src/notify/addresses.ts";
import { DEFAULT_WEBHOOK_OPTIONS, WebhookSender, webhookProblem } from "../src/notify/webhook.ts";
import { Client, createGame, start, tokenOf, type Running } from "./helpers.ts";
import { receiver, type Receiver } from "./webhook-receiver.ts";

const running: Running[] = [];
const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((r) => r.server.close()));
  for (const c of cleanups.splice(0)) await c();
});

const PUBLIC = "93.184.215.14";

/** A stand-in for DNS: each name's addresses. */
const names: Record<string, string[]> = {
  "hooks.example": [PUBLIC],
  "inside.example": ["10.1.2.3"],
  "127.0.0.1.nip.io": ["127.0.0.1"],
  "both.example": [PUBLIC, "10.0.0.7"],
  "v6.example": ["2606:2800:21f:cb07:6820:80da:af6b:8b2c"],
  "mapped.example": ["::ffff:192.168.0.1"],
};
const resolver = async (host: string): Promise<LookupAddress[]> => {
  const found = names[host];
  if (!found) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: "ENOTFOUND" });
  return found.map((address) => ({ address, family: address.includes(":") ? 6 : 4 }));
};

const REFUSED = /local or private address/;

describe("the webhook address check", () => {
  it("resolves the host name and refuses it when any address it resolves to is not public", async () => {
    expect(await webhookProblem("https://hooks.example/x", false, resolver)).toBeNull();
    expect(await webhookProblem("https://v6.example/x", false, resolver)).toBeNull();
    // The spelling passed the old check: the addresses do not.
    for (const inside of ["https://inside.example/x", "http://127.0.0.1.nip.io:8080/x", "https://both.example/x", "https://mapped.example/x"]) {
      expect(await webhookProblem(inside, false, resolver), inside).toMatch(REFUSED);
    }
    // The player learns that the name leads inside, not which address it found there.
    expect(await webhookProblem("https://inside.example/x", false, resolver)).not.toContain("10.1.2.3");
    expect(await webhookProblem("https://nowhere.example/x", false, resolver)).toMatch(/could not be resolved \(ENOTFOUND\)/);
  });

  it("refuses the special ranges the hand-written list missed, as literals too", async () => {
    for (const address of ["198.18.0.1", "198.19.255.254", "224.0.0.1", "239.255.255.250", "240.0.0.1", "255.255.255.255", "0.0.0.0", "192.0.2.10", "100.64.0.1", "ff02::1", "64:ff9b::a00:1", "2002:a00:1::1"]) {
      expect(addressAllowed(address, false), address).toBe(false);
    }
    for (const url of ["http://198.18.0.1/x", "http://224.0.0.1/x", "http://240.0.0.1/x", "http://[::ffff:10.0.0.1]/x", "http://[fd00::1]/x", "http://[fe80::1]/x"]) {
      expect(await webhookProblem(url, false, resolver), url).toMatch(REFUSED);
    }
    expect(addressAllowed(PUBLIC, false)).toBe(true);
    expect(addressAllowed("2606:4700::1111", false)).toBe(true);
  });

  it("with private addresses allowed, opens loopback and private networks only, never multicast or reserved", async () => {
    expect(await webhookProblem("https://inside.example/x", true, resolver)).toBeNull();
    expect(await webhookProblem("http://127.0.0.1.nip.io/x", true, resolver)).toBeNull();
    for (const address of ["127.0.0.1", "::1", "10.0.0.1", "172.16.5.4", "192.168.1.1", "169.254.1.1", "fd12::1", "100.64.0.1"]) expect(addressAllowed(address, true), address).toBe(true);
    for (const address of ["224.0.0.1", "240.0.0.1", "198.18.0.1", "0.0.0.0"]) expect(addressAllowed(address, true), address).toBe(false);
  });

  it("resolves localhost through the system (/etc/hosts) to loopback: refused unless private addresses are allowed", async () => {
    expect(await webhookProblem("http://localhost:9/x", false)).toMatch(REFUSED);
    expect(await webhookProblem("http://localhost:9/x", true)).toBeNull();
  });
});

async function localReceiver(): Promise<Receiver> {
  const hook = await receiver((_n, res) => res.writeHead(204).end());
  cleanups.push(() => hook.close());
  return hook;
}

async function seatWithWebhook(r: Running, url: string) {
  const created = await createGame(r.url, { title: "Rebinding" });
  const blue = await Client.open(r.wsUrl);
  cleanups.push(() => blue.close());
  await blue.join(created.gameId, tokenOf(created, "blue"));
  blue.send({ type: "notify", webhook: url });
  blue.send({ type: "ping", ref: "after-notify" });
  await blue.next("pong");
  // Messages are answered in order: the notify's answer came before the pong.
  const reply = blue.received.find((m) => m.type === "notify" || m.type === "error");
  return { created, blue, reply };
}

const testWebhook = async (r: Running, gameId: string, token: string) => {
  const res = await fetch(`${r.url}/api/games/${gameId}/seats/blue/webhook-test`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ token }) });
  return { status: res.status, body: (await res.json()) as { delivery?: { outcome: string; result: string } } };
};

describe("a delivery connects only to the addresses it checked", () => {
  it("a name whose answer turns private after the check (DNS rebinding) reaches nothing", async () => {
    const hook = await localReceiver();
    // The first answer (the check when saving) is public; every later one is this machine.
    let asked = 0;
    const rebinding = async (host: string): Promise<LookupAddress[]> => (host === "rebind.example" && asked++ === 0 ? [{ address: PUBLIC, family: 4 }] : [{ address: "127.0.0.1", family: 4 }]);
    const r = await start({ notify: { webhook: { resolve: rebinding } } });
    running.push(r);
    const { created, reply } = await seatWithWebhook(r, `http://rebind.example:${hook.port}/hook`);
    expect(reply).toMatchObject({ type: "notify", webhook: `http://rebind.example:${hook.port}/hook` });
    const tested = await testWebhook(r, created.gameId, tokenOf(created, "blue"));
    expect(tested).toEqual({ status: 200, body: { delivery: expect.objectContaining({ outcome: "unreachable", result: expect.stringMatching(/^unreachable: its host name leads to a local or private address/) }) } });
    expect(asked).toBe(2);
    expect(hook.bodies).toHaveLength(0);
  });

  it("the connection goes to the resolved address (a name only the injected resolver knows), where private addresses are allowed", async () => {
    const hook = await localReceiver();
    const r = await start({ notify: { webhook: { allowPrivate: true, resolve: async () => [{ address: "127.0.0.1", family: 4 }] } } });
    running.push(r);
    const { created } = await seatWithWebhook(r, `http://hooks.invalid:${hook.port}/hook`);
    const tested = await testWebhook(r, created.gameId, tokenOf(created, "blue"));
    expect(tested.body.delivery).toMatchObject({ outcome: "delivered", result: "delivered" });
    expect(hook.bodies).toHaveLength(1);
  });

  it("an IP literal (which needs no lookup) is checked again as it is sent: a webhook stored while allowed is not posted to once refused", async () => {
    const hook = await localReceiver();
    const sender = new WebhookSender({ ...DEFAULT_WEBHOOK_OPTIONS, allowPrivate: false });
    const payload = { event: "test" as const, gameId: "g", title: "t", seat: "blue", text: "x", at: 0 };
    expect(await sender.send(hook.url, payload, true)).toMatchObject({ outcome: "unreachable", result: expect.stringMatching(REFUSED) });
    expect(await sender.send(hook.url.replace("127.0.0.1", "localhost"), payload, true)).toMatchObject({ outcome: "unreachable", result: expect.stringMatching(REFUSED) });
    await sender.stop();
    expect(hook.bodies).toHaveLength(0);
  });
});
