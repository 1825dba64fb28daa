/**
 * `npm start` after a production install (issue 39 item 8, what the Dockerfile's last stage
 * runs): in a copy of the repository, `npm ci --omit=dev` installs no build or test tool (no vite,
 * no vitest), and `npm start` still serves, `/api/health` answering 200. The server runs its
 * TypeScript through tsx, kept a runtime dependency of @kingsroad/server on purpose (README
 * "Container"); the web client, which needs vite to build, is served prebuilt or, here, not at all
 * (the fallback page).
 *
 * The install is offline from npm's cache (a network install when the cache lacks a package) and
 * skips install scripts: better-sqlite3's compiles its native module from source here, a minute
 * or more, so the module built for this Node by the repository's own install is copied instead.
 */
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";

const repo = fileURLToPath(new URL("../../..", import.meta.url));
const copy = mkdtempSync(join(tmpdir(), "kingsroad-production-"));
let server: ChildProcess | null = null;

afterAll(() => {
  // npm start runs node under npm and a shell: the whole process group it leads goes.
  if (server?.pid !== undefined && server.exitCode === null) {
    try {
      process.kill(-server.pid, "SIGKILL");
    } catch {
      // already gone
    }
  }
  rmSync(copy, { recursive: true, force: true });
});

/** What a checkout holds: no installed packages, git, games, builds or test output (.gitignore). */
function checkedOut(path: string): boolean {
  const parts = path.split(sep);
  if (parts.includes("node_modules") || parts.includes(".git")) return false;
  const [top, pkg, inside] = parts;
  if (parts.length === 1) return !["data", "test-results", "fuzz-failures"].includes(top as string);
  return !(top === "packages" && parts.length === 3 && pkg !== undefined && (inside === "data" || inside === "dist"));
}

function install(offline: boolean): void {
  execFileSync("npm", ["ci", "--omit=dev", "--ignore-scripts", "--no-audit", "--no-fund", ...(offline ? ["--offline"] : [])], {
    cwd: copy,
    stdio: "pipe",
    timeout: 240_000,
  });
}

describe("a production install", () => {
  it("npm ci --omit=dev, then npm start serves and /api/health is 200", { timeout: 300_000 }, async () => {
    cpSync(repo, copy, {
      recursive: true,
      filter: (source) => checkedOut(relative(repo, source)) && !source.endsWith(".sqlite"),
    });
    try {
      install(true);
    } catch {
      install(false);
    }
    // Production only: no build or test tool came.
    for (const tool of ["vite", "vitest", "typescript", "@vitejs/plugin-react"]) expect(existsSync(join(copy, "node_modules", tool)), tool).toBe(false);
    for (const needed of ["tsx", "fastify", "better-sqlite3"]) expect(existsSync(join(copy, "node_modules", needed)), needed).toBe(true);
    const native = dirname(createRequire(join(repo, "packages/server/package.json")).resolve("better-sqlite3/package.json"));
    cpSync(join(native, "build"), join(copy, "node_modules/better-sqlite3/build"), { recursive: true });

    const env: Record<string, string> = { ...(process.env as Record<string, string>), PORT: "0", HOST: "127.0.0.1", DATA_DIR: join(copy, "data"), LOG_LEVEL: "warn" };
    // The test runner's own settings are not the server's, nor its tools (npx puts the repository's
    // node_modules/.bin, vite's among them, on PATH).
    env.PATH = (process.env.PATH ?? "").split(":").filter((dir) => !dir.includes("node_modules")).join(":");
    delete env.NODE_ENV;
    delete env.VITEST;
    server = spawn("npm", ["start"], { cwd: copy, env, stdio: ["ignore", "pipe", "pipe"], detached: true });
    let out = "";
    const url = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`npm start did not listen in 90 s: ${out}`)), 90_000);
      const read = (d: Buffer) => {
        out += d.toString();
        const m = /Kingsroad listening on (http:\/\/\S+)/.exec(out);
        if (m) {
          clearTimeout(timer);
          resolve(m[1] as string);
        }
      };
      server?.stdout?.on("data", read);
      server?.stderr?.on("data", read);
      server?.on("exit", (code) => reject(new Error(`npm start exited (${code}): ${out}`)));
    });
    expect(out).toContain("web client: not built and no build tools here");
    const health = await fetch(`${url}/api/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ ok: true, store: "ok" });
    // The fallback page, since no web client was built.
    expect((await fetch(`${url}/`)).status).toBe(200);
  });
});

/**
 * No Docker engine runs here (the image itself is not built by the tests): what can drift without
 * one is checked instead.
 */
describe("the container files", () => {
  const read = (path: string) => readFileSync(join(repo, path), "utf8");

  it("the Dockerfile copies every workspace package's manifest, installs production dependencies only in the last stage, runs as a user and checks /api/health", () => {
    const dockerfile = read("Dockerfile");
    const packages = readdirSync(join(repo, "packages")).filter((p) => existsSync(join(repo, "packages", p, "package.json")));
    for (const p of packages) expect(dockerfile, p).toContain(`COPY packages/${p}/package.json packages/${p}/`);
    expect(dockerfile).toMatch(/^RUN npm ci --omit=dev\b/m);
    const last = dockerfile.slice(dockerfile.lastIndexOf("\nFROM "));
    expect(last).toMatch(/^USER node$/m);
    expect(last).toMatch(/^HEALTHCHECK [^\n]*\\\n[^\n]*\/api\/health/m);
    expect(last).toContain("COPY --from=deps ");
    expect(last).not.toMatch(/npm (ci|install)/);
  });

  it("docker-compose.yml's proxy sends to the app services it defines", () => {
    const compose = read("docker-compose.yml");
    const nginx = read("deploy/nginx.conf");
    const upstreams = [...nginx.matchAll(/^\s*server (\w+):8080;/gm)].map((m) => m[1]);
    expect(upstreams).toEqual(["app1", "app2"]);
    for (const name of upstreams) expect(compose).toMatch(new RegExp(`^  ${name}: \\*kingsroad$`, "m"));
    expect(compose).toContain("./deploy/nginx.conf:/etc/nginx/conf.d/default.conf:ro");
    expect(compose).toMatch(/DATABASE_URL: postgres:\/\/\S+@postgres:5432\//);
    expect(compose).toMatch(/REDIS_URL: redis:\/\/redis:6379/);
  });
});
