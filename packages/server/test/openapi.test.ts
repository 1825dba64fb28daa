/**
 * The HTTP API described (issue 39 item 9): `/api/openapi.json` is a valid OpenAPI 3.1 document
 * (checked against the specification's own JSON Schemas by @seriousme/openapi-schema-validator),
 * made from the zod schemas the routes validate with, and it names every route Fastify knows
 * (read from `printRoutes`, not from the document's own list) and no other; `/api/docs` shows it
 * as a page the CSP lets render.
 */
import { Validator } from "@seriousme/openapi-schema-validator";
import { createHash } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { start, tempDir, type Running } from "./helpers.ts";

const running: Running[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((r) => r.server.close()));
});

/** "METHOD /path/:param" of every route in Fastify's own tree (`printRoutes({ commonPrefix: false })`). */
function fastifyRoutes(r: Running): Set<string> {
  const routes = new Set<string>();
  const stack: string[] = [];
  for (const line of r.server.app.printRoutes({ commonPrefix: false }).split("\n")) {
    const at = line.indexOf("── ");
    if (at < 0) continue;
    const depth = Math.round((at - 1) / 4);
    const m = /^(\S+)(?: \(([^)]+)\))?$/.exec(line.slice(at + 3).trim());
    if (!m) throw new Error(`cannot read the route line "${line}"`);
    stack.length = depth;
    stack.push(m[1] as string);
    // A root-level node prints without its slash when there is no "/" route ("* (HEAD, GET)").
    const path = `/${stack.join("")}`.replace(/\/\/+/g, "/");
    for (const method of m[2]?.split(", ") ?? []) routes.add(`${method} ${path}`);
  }
  return routes;
}

/** "METHOD /path/:param" of every operation in the document; a GET stands for its HEAD too. */
function documented(document: { paths: Record<string, Record<string, unknown>> }): Set<string> {
  const routes = new Set<string>();
  for (const [path, operations] of Object.entries(document.paths)) {
    const fastifyPath = path.replace(/\{page\}$/, "*").replace(/\{([^}]+)\}/g, ":$1");
    for (const method of Object.keys(operations)) {
      routes.add(`${method.toUpperCase()} ${fastifyPath}`);
      if (method === "get") routes.add(`HEAD ${fastifyPath}`);
    }
  }
  return routes;
}

type Document = { openapi: string; paths: Record<string, Record<string, { summary: string; parameters?: Array<{ name: string; in: string }>; requestBody?: { content: { "application/json": { schema: { properties: Record<string, unknown>; required: string[] } } } } }>> };

async function documentOf(r: Running): Promise<Document> {
  const res = await fetch(`${r.url}/api/openapi.json`);
  expect(res.status).toBe(200);
  return (await res.json()) as Document;
}

describe("the OpenAPI document", () => {
  it.each([
    ["with the built web client", true],
    ["without it (the fallback page)", false],
  ])("is valid OpenAPI 3.1 and names every route Fastify knows, no more (%s)", async (_name, built) => {
    let webDist: string | null = null;
    if (built) {
      webDist = tempDir();
      mkdirSync(join(webDist, "assets"));
      writeFileSync(join(webDist, "index.html"), "<!doctype html><title>Kingsroad</title>");
    }
    const r = await start({ webDist });
    running.push(r);
    const document = await documentOf(r);

    const validator = new Validator();
    const checked = await validator.validate(document as unknown as Parameters<Validator["validate"]>[0]);
    expect(checked.errors ?? []).toEqual([]);
    expect(checked.valid).toBe(true);
    expect(validator.version).toBe("3.1");
    // Every $ref points somewhere in the document.
    expect(() => validator.resolveRefs()).not.toThrow();

    const known = fastifyRoutes(r);
    expect(known.has("GET /api/games/:id")).toBe(true);
    expect(known.has("GET /ws")).toBe(true);
    expect(known.has(built ? "GET /*" : "GET /")).toBe(true);
    expect([...documented(document)].sort()).toEqual([...known].sort());
    for (const operations of Object.values(document.paths)) {
      for (const op of Object.values(operations)) expect(op.summary).not.toBe("(undocumented)");
    }
  });

  it("takes bodies, params and queries from the routes' zod schemas", async () => {
    const r = await start();
    running.push(r);
    const document = await documentOf(r);
    const create = document.paths["/api/games"]!.post!.requestBody!.content["application/json"].schema;
    expect(Object.keys(create.properties)).toEqual(expect.arrayContaining(["engine", "title", "seed", "options", "scenario", "players", "clock"]));
    expect(create.required).toEqual(expect.arrayContaining(["engine", "players"]));
    expect(document.paths["/api/games"]!.get!.parameters!.map((p) => [p.name, p.in])).toEqual([
      ["status", "query"],
      ["limit", "query"],
      ["ids", "query"],
    ]);
    expect(document.paths["/api/games/{id}/seats/{seat}/link"]!.post!.parameters!.map((p) => [p.name, p.in])).toEqual([
      ["id", "path"],
      ["seat", "path"],
    ]);
  });
});

describe("/api/docs", () => {
  it("lists every operation on one HTML page whose only style the CSP allows", async () => {
    const r = await start();
    running.push(r);
    const document = await documentOf(r);
    const res = await fetch(`${r.url}/api/docs`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/html/);
    const html = await res.text();
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const method of Object.keys(operations)) expect(html).toContain(`<code>${method.toUpperCase()} ${path}</code>`);
    }
    expect(html).not.toMatch(/<script|https?:\/\/(?!json-schema)/);
    const style = /<style>([^<]*)<\/style>/.exec(html)?.[1] ?? "";
    const csp = res.headers.get("content-security-policy") ?? "";
    expect(csp).toContain(`'sha256-${createHash("sha256").update(style).digest("base64")}'`);
  });
});
