/**
 * Settings are checked once at start (src/settings.ts): every bad one stops the server with one
 * line naming it, and the README table lists every setting the server reads.
 */
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { readSettings, SETTING_NAMES } from "../src/settings.ts";

const refused = (env: Record<string, string>): string => {
  const r = readSettings(env);
  if (r.ok) throw new Error(`accepted ${JSON.stringify(env)}`);
  expect(r.error).not.toContain("\n");
  return r.error;
};

const accepted = (env: Record<string, string>) => {
  const r = readSettings(env);
  if (!r.ok) throw new Error(r.error);
  return r.value;
};

describe("server settings", () => {
  it("defaults: 127.0.0.1:8080, ./data, FULL, everything optional off", () => {
    expect(accepted({})).toEqual({
      port: 8080,
      host: "127.0.0.1",
      dataDir: "./data",
      sqliteSynchronous: "FULL",
      testEngine: false,
      databaseUrl: null,
      redisUrl: null,
      redisPrefix: "kingsroad:",
      leaseMs: 4000,
      logLevel: "info",
      smtpUrl: null,
      smtpFrom: null,
      pushSubject: null,
      webhookPrivateAddresses: false,
      allowedOrigins: null,
      trustProxy: false,
      maxSocketsPerAddress: 20,
      httpRatePerMinute: 600,
      maxHttpConnectionsPerAddress: null,
      sentryDsn: null,
      httpTimeouts: { requestMs: 30_000, headersMs: 15_000, idleMs: 60_000 },
      limits: { waitingPerAddress: 10, waiting: 1000, waitingExpiryMs: 86_400_000, botGamesPerAddress: 4, botGames: 20, botGamePaceMs: 500 },
    });
  });

  it("reads good values, words in any case", () => {
    const s = accepted({
      PORT: "0",
      HOST: "0.0.0.0",
      DATA_DIR: "/var/lib/kingsroad",
      SQLITE_SYNCHRONOUS: "normal",
      KINGSROAD_TEST_ENGINE: "1",
      DATABASE_URL: "postgres://kings:secret@db.internal:5432/kingsroad",
      REDIS_URL: "rediss://cache.internal:6380",
      SMTP_URL: "smtps://mailer:pw@mail.example:465",
      ALLOWED_ORIGINS: "https://kingsroad.example, http://localhost:5173",
      TRUST_PROXY: "10.0.0.1, 10.1.0.0/16, ::1",
      BOT_GAME_PACE_MS: "250",
      MAX_SOCKETS_PER_ADDRESS: "50",
      MAX_WAITING_GAMES_PER_ADDRESS: "3",
      MAX_WAITING_GAMES: "30",
      WAITING_GAME_EXPIRY_HOURS: "2",
      MAX_BOT_GAMES_PER_ADDRESS: "0",
      MAX_BOT_GAMES: "5",
      LOG_LEVEL: "Debug",
    });
    expect(s).toMatchObject({ port: 0, host: "0.0.0.0", sqliteSynchronous: "NORMAL", testEngine: true, maxSocketsPerAddress: 50, logLevel: "debug" });
    expect(s.limits).toEqual({ waitingPerAddress: 3, waiting: 30, waitingExpiryMs: 7_200_000, botGamesPerAddress: 0, botGames: 5, botGamePaceMs: 250 });
    expect(accepted({ BOT_GAME_PACE_MS: "0" }).limits.botGamePaceMs).toBe(0);
    expect(s.allowedOrigins).toEqual(["https://kingsroad.example", "http://localhost:5173"]);
    expect(s.trustProxy).toEqual(["10.0.0.1", "10.1.0.0/16", "::1"]);
    expect(accepted({ SQLITE_SYNCHRONOUS: "Full", TRUST_PROXY: "TRUE" })).toMatchObject({ sqliteSynchronous: "FULL", trustProxy: true });
    expect(accepted({ TRUST_PROXY: "2", KINGSROAD_TEST_ENGINE: "false" })).toMatchObject({ trustProxy: 2, testEngine: false });
  });

  it("reads the HTTP edge's cap and timeouts (issue 39 item 14)", () => {
    const s = accepted({ MAX_HTTP_CONNECTIONS_PER_ADDRESS: "0", HTTP_REQUEST_TIMEOUT_MS: "20000", HTTP_HEADERS_TIMEOUT_MS: "5000", HTTP_IDLE_TIMEOUT_MS: "90000" });
    expect(s).toMatchObject({ maxHttpConnectionsPerAddress: 0, httpTimeouts: { requestMs: 20_000, headersMs: 5000, idleMs: 90_000 } });
    expect(accepted({}).httpRatePerMinute).toBe(600);
    expect(accepted({ HTTP_RATE_LIMIT: "0" }).httpRatePerMinute).toBe(0);
    expect(refused({ HTTP_RATE_LIMIT: "many" })).toMatch(/^Bad setting HTTP_RATE_LIMIT: must be a number of requests per minute/);
    expect(refused({ HTTP_REQUEST_TIMEOUT_MS: "10" })).toMatch(/^Bad setting HTTP_REQUEST_TIMEOUT_MS: must be a time in milliseconds \(a whole number from 1000 to 3600000\), got "10"/);
  });

  it("refuses a setting that is set but empty, naming it and its default", () => {
    expect(refused({ PORT: "" })).toBe("Bad setting PORT: is set but empty; unset it to use 8080");
    expect(refused({ HOST: "  " })).toBe("Bad setting HOST: is set but empty; unset it to use 127.0.0.1");
    for (const name of SETTING_NAMES) expect(refused({ [name]: "" })).toMatch(new RegExp(`^Bad setting ${name}: is set but empty; unset it `));
  });

  it("refuses each bad value with one line naming the setting", () => {
    expect(refused({ PORT: "eighty" })).toBe('Bad setting PORT: must be a port number (a whole number from 0 to 65535), got "eighty"');
    expect(refused({ PORT: "70000" })).toMatch(/^Bad setting PORT: /);
    expect(refused({ PORT: "80.5" })).toMatch(/^Bad setting PORT: /);
    expect(refused({ SQLITE_SYNCHRONOUS: "OFF" })).toBe('Bad setting SQLITE_SYNCHRONOUS: must be FULL or NORMAL (any case), got "OFF"');
    expect(refused({ KINGSROAD_TEST_ENGINE: "yes" })).toMatch(/^Bad setting KINGSROAD_TEST_ENGINE: must be 1, 0, true or false/);
    expect(refused({ DATABASE_URL: "mysql://root:hunter2@db/k" })).toBe("Bad setting DATABASE_URL: must be a URL starting postgres:// or postgresql://, got a mysql: URL");
    expect(refused({ REDIS_URL: "localhost:6379" })).toMatch(/^Bad setting REDIS_URL: must be a URL starting redis:\/\/ or rediss:\/\//);
    expect(refused({ SMTP_URL: "not a url" })).toMatch(/^Bad setting SMTP_URL: must be a URL starting smtp:\/\/ or smtps:\/\/$/);
    expect(refused({ ALLOWED_ORIGINS: "https://kingsroad.example/play" })).toMatch(/^Bad setting ALLOWED_ORIGINS: must be origins separated by commas/);
    expect(refused({ ALLOWED_ORIGINS: "kingsroad.example" })).toMatch(/^Bad setting ALLOWED_ORIGINS: /);
    expect(refused({ TRUST_PROXY: "yes" })).toMatch(/^Bad setting TRUST_PROXY: must be true, false, a number of proxies/);
    expect(refused({ TRUST_PROXY: "10.0.0.0/33" })).toMatch(/^Bad setting TRUST_PROXY: /);
    expect(refused({ MAX_SOCKETS_PER_ADDRESS: "0" })).toBe('Bad setting MAX_SOCKETS_PER_ADDRESS: must be a number of sockets (a whole number from 1 to 100000), got "0"');
    expect(refused({ WAITING_GAME_EXPIRY_HOURS: "0" })).toBe('Bad setting WAITING_GAME_EXPIRY_HOURS: must be a number of hours (a whole number from 1 to 8760), got "0"');
    expect(refused({ MAX_WAITING_GAMES: "lots" })).toMatch(/^Bad setting MAX_WAITING_GAMES: must be a number of games/);
    expect(refused({ LOG_LEVEL: "verbose" })).toMatch(/^Bad setting LOG_LEVEL: must be fatal, error, warn, info, debug or trace/);
    expect(refused({ BOT_GAME_PACE_MS: "-5" })).toBe('Bad setting BOT_GAME_PACE_MS: must be a pause in milliseconds (a whole number from 0 to 600000), got "-5"');
  });

  it("never repeats a URL back: it may hold a password", () => {
    expect(refused({ DATABASE_URL: "mysql://root:hunter2@db/k" })).not.toContain("hunter2");
    expect(refused({ SMTP_URL: "http://mailer:s3cret@mail" })).not.toContain("s3cret");
  });

  it("counts further bad settings after the first", () => {
    expect(refused({ PORT: "", SQLITE_SYNCHRONOUS: "off" })).toBe("Bad setting PORT: is set but empty; unset it to use 8080 (and 1 more problem)");
  });

  it("the README table lists every setting", () => {
    const readme = readFileSync(fileURLToPath(new URL("../README.md", import.meta.url)), "utf8");
    for (const name of SETTING_NAMES) expect(readme).toMatch(new RegExp(`^\\| \`${name}\` \\|`, "m"));
  });

  it("the server process stops at once with that line (PORT set but empty)", { timeout: 60_000 }, async () => {
    const main = fileURLToPath(new URL("../src/main.ts", import.meta.url));
    const child = spawn(process.execPath, ["--import", "tsx", main], {
      env: { ...process.env, PORT: "", DATA_DIR: "/nonexistent/never-created" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let out = "";
    let err = "";
    child.stdout.on("data", (d: Buffer) => (out += d.toString()));
    child.stderr.on("data", (d: Buffer) => (err += d.toString()));
    const code = await new Promise<number | null>((resolve) => child.on("exit", (c) => resolve(c)));
    expect(code).toBe(1);
    expect(out).not.toContain("listening");
    expect(err.trim()).toBe("Bad setting PORT: is set but empty; unset it to use 8080");
  });
});
