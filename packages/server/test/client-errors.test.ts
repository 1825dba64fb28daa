/**
 * What went wrong in players' browsers (issue 39 item 3): `POST /api/client-errors` takes a
 * zod-checked report (a boundary's catch, an uncaught error, an unhandled rejection), at most 16 KiB
 * and 10 a minute per address, and logs it at level warn with its game and seat, never a token; with
 * SENTRY_DSN it goes on to Sentry and the CSP lets the page post to the DSN's host, without it the
 * page is told no DSN and the CSP allows no other host.
 */
import type { ChildProcess } from "node:child_process";
import { afterEach, describe, expect, it } from "vitest";
import { CLIENT_ERROR_MAX_BYTES, CLIENT_ERRORS_PER_MINUTE, type ClientErrorReport } from "../src/client-errors.ts";
import { start, tempDir, type Running } from "./helpers.ts";
import { killed, launch } from "./spawn.ts";

const running: Running[] = [];
const children: ChildProcess[] = [];
afterEach(async () => {
  for (const child of children.splice(0)) if (child.exitCode === null) await killed(child);
  await Promise.all(running.splice(0).map((r) => r.server.close()));
});

const report = (url: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${url}/api/client-errors`, { method: "POST", headers: { "content-type": "application/json", ...headers }, body: typeof body === "string" ? body : JSON.stringify(body) });

const boundary = { kind: "boundary", message: "Cannot read properties of undefined (reading 'houses')", stack: "TypeError: ...\n    at Panel (table.js:1:2)", gameId: "g_123", seat: "stark", page: "/game/g_123#token=SECRET-TOKEN-1", panel: "prompt" };

describe("POST /api/client-errors", () => {
  it("takes a report (204) and hands it on with the page's address cut before its fragment, where a seat link keeps its token", async () => {
    const sent: ClientErrorReport[] = [];
    const r = await start({ clientErrorSink: (report) => sent.push(report) });
    running.push(r);
    const res = await report(r.url, boundary);
    expect(res.status).toBe(204);
    expect(sent).toEqual([{ ...boundary, page: "/game/g_123" }]);
    expect(JSON.stringify(sent)).not.toContain("SECRET");
  });

  it("refuses bad input with { code, message }: an unknown kind, a missing message, a token field, not JSON", async () => {
    const r = await start({ clientErrorSink: () => undefined });
    running.push(r);
    for (const [body, field] of [
      [{ ...boundary, kind: "panic" }, "kind"],
      [{ kind: "error" }, "message"],
      [{ ...boundary, token: "SECRET" }, "token"],
      ["{not json", "JSON"],
    ] as const) {
      const res = await report(r.url, body);
      expect(res.status).toBe(400);
      const answer = (await res.json()) as { code: string; message: string };
      expect(Object.keys(answer).sort()).toEqual(["code", "message"]);
      expect(answer.code).toBe("bad_request");
      expect(answer.message).toContain(field);
    }
  });

  it("refuses a body over 16 KiB with 413 too_large", async () => {
    const r = await start({ clientErrorSink: () => undefined });
    running.push(r);
    const res = await report(r.url, { ...boundary, stack: "x".repeat(CLIENT_ERROR_MAX_BYTES) });
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ code: "too_large" });
  });

  it(`takes ${CLIENT_ERRORS_PER_MINUTE} a minute from one address, then 429 rate_limited; another address still reports`, async () => {
    let taken = 0;
    const r = await start({ clientErrorSink: () => taken++, trustProxy: true });
    running.push(r);
    for (let i = 0; i < CLIENT_ERRORS_PER_MINUTE; i++) expect((await report(r.url, boundary, { "x-forwarded-for": "10.0.0.1" })).status).toBe(204);
    const refused = await report(r.url, boundary, { "x-forwarded-for": "10.0.0.1" });
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ code: "rate_limited" });
    expect((await report(r.url, boundary, { "x-forwarded-for": "10.0.0.2" })).status).toBe(204);
    expect(taken).toBe(CLIENT_ERRORS_PER_MINUTE + 1);
  });

  it("is logged at level warn with the game and seat, never the token (npm start's log)", { timeout: 60_000 }, async () => {
    const server = await launch(tempDir(), children, { LOG_LEVEL: "info" });
    expect((await report(server.url, boundary)).status).toBe(204);
    // pino writes asynchronously: the line arrives a moment after the answer.
    await expect.poll(() => server.output().includes('"client error"'), { timeout: 5000 }).toBe(true);
    const lines = server
      .output()
      .split("\n")
      .filter((l) => l.startsWith("{"))
      .map((l) => JSON.parse(l) as { level: number; msg: string; clientError?: ClientErrorReport });
    const logged = lines.filter((l) => l.msg === "client error");
    expect(logged.map((l) => [l.level, l.clientError?.gameId, l.clientError?.seat, l.clientError?.panel])).toEqual([[40, "g_123", "stark", "prompt"]]);
    expect(server.output()).not.toContain("SECRET-TOKEN");
  });
});

describe("Sentry, only with SENTRY_DSN", () => {
  const csp = async (url: string): Promise<string> => (await fetch(`${url}/api/health`)).headers.get("content-security-policy") ?? "";

  it("without it: the page is told no DSN, and the CSP's connect-src allows this origin only", async () => {
    const r = await start();
    running.push(r);
    expect(await (await fetch(`${r.url}/api/client-errors/config`)).json()).toEqual({ sentryDsn: null });
    expect(await csp(r.url)).toMatch(/connect-src 'self';/);
    expect(await csp(r.url)).not.toMatch(/sentry|glitchtip|https:/i);
  });

  it("with it: the page is told the DSN, and the CSP's connect-src allows the DSN's host and no other", async () => {
    const dsn = "https://public@glitchtip.example:8443/3";
    const r = await start({ sentryDsn: dsn, clientErrorSink: () => undefined });
    running.push(r);
    expect(await (await fetch(`${r.url}/api/client-errors/config`)).json()).toEqual({ sentryDsn: dsn });
    expect(await csp(r.url)).toMatch(/connect-src 'self' https:\/\/glitchtip\.example:8443;/);
  });
});
