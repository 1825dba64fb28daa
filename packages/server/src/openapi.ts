/**
 * The HTTP API described (issue 39 item 9): an OpenAPI 3.1 document made from the routes Fastify
 * registered and the zod schemas they validate with (`z.toJSONSchema`, zod's own; OpenAPI 3.1's
 * schemas are JSON Schema 2020-12, what it writes), served at `GET /api/openapi.json`, and the
 * same document as a plain HTML page at `GET /api/docs` (no script, no CDN: the CSP allows its
 * one inline style by hash, app.ts).
 *
 * Every route is seen by an `onRoute` hook added before any route, so a new route is in the
 * document without anyone listing it; its words come from its `schema`: `summary`,
 * `description`, `tags` and `answers` (a sentence per status; errors are `{ code, message }`).
 * Routes that plugins register (the web client's files) are described in PLUGIN_ROUTES.
 *
 * ```ts
 * const described = collectRoutes(app);          // first, before any route
 * app.get("/api/x", { schema: { summary: "...", querystring: XQuery, answers: { 200: "..." } } }, handler);
 * registerApiDocs(app, described, { version: "0.1.0" });
 * ```
 */
import type { FastifyInstance, FastifySchema } from "fastify";
import { z } from "zod";

declare module "fastify" {
  interface FastifySchema {
    /** One line for the OpenAPI document and /api/docs. */
    summary?: string;
    /** What the route means, in a few sentences. */
    description?: string;
    tags?: readonly string[];
    /** The answers by status, a sentence each; 4xx and 5xx are `{ code, message }`. */
    answers?: Readonly<Record<number, string>>;
  }
}

interface Registered {
  method: string;
  url: string;
  schema: FastifySchema | undefined;
}

/** Routes added by plugins, which take no schema of ours. */
const PLUGIN_ROUTES: Readonly<Record<string, FastifySchema>> = {
  "GET /*": {
    summary: "The web client's files",
    description:
      "The built web client (packages/web/dist): its assets, kept a year (their names hold their content's hash), and index.html, always revalidated, for every other page not under /api/.",
    tags: ["web client"],
    answers: { 200: "the file (brotli or gzip when the browser accepts it)", 404: "under /api/ or /ws: not_found" },
  },
};

export interface DescribedRoutes {
  readonly routes: readonly Registered[];
}

/** Records every route registered from now on (add it before any route). */
export function collectRoutes(app: FastifyInstance): DescribedRoutes {
  const routes: Registered[] = [];
  app.addHook("onRoute", (route) => {
    for (const method of [route.method].flat()) routes.push({ method, url: route.url, schema: route.schema });
  });
  return { routes };
}

type Json = Record<string, unknown>;

/** zod's JSON Schema of what a client sends (the input side of transforms), without its `$schema`. */
function jsonSchema(schema: unknown): Json {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema as z.ZodType, { io: "input", unrepresentable: "any" }) as Json;
  return rest;
}

function parameters(schema: unknown, where: "path" | "query"): Json[] {
  if (schema === undefined) return [];
  const object = jsonSchema(schema);
  const required = new Set((object.required as string[] | undefined) ?? []);
  return Object.entries((object.properties as Record<string, Json> | undefined) ?? {}).map(([name, property]) => ({
    name,
    in: where,
    required: where === "path" || required.has(name),
    schema: property,
  }));
}

const ERROR_REF = { $ref: "#/components/schemas/Error" };

function operation(route: Registered): Json {
  const key = `${route.method} ${route.url}`;
  const doc = route.schema?.summary !== undefined ? route.schema : (PLUGIN_ROUTES[key] ?? route.schema ?? {});
  const path = parameters(doc.params, "path");
  // A wildcard's rest of the path is one parameter of its own.
  if (route.url.endsWith("*")) path.push({ name: "page", in: "path", required: true, schema: { type: "string" }, description: "any page or file" });
  const responses: Record<string, Json> = {};
  for (const [status, description] of Object.entries(doc.answers ?? { 200: "done" })) {
    responses[status] = Number(status) >= 400 ? { description, content: { "application/json": { schema: ERROR_REF } } } : { description };
  }
  if (doc.body !== undefined) responses["400"] ??= { description: "bad_request: the body the schema refuses (the message names the field)", content: { "application/json": { schema: ERROR_REF } } };
  return {
    operationId: `${route.method.toLowerCase()}${route.url.replace(/[^A-Za-z0-9]+(.)?/g, (_m, c: string | undefined) => (c ?? "").toUpperCase()) || "Root"}`,
    summary: doc.summary ?? "(undocumented)",
    ...(doc.description !== undefined && { description: doc.description }),
    ...(doc.tags && { tags: [...doc.tags] }),
    ...([...path, ...parameters(doc.querystring, "query")].length > 0 && { parameters: [...path, ...parameters(doc.querystring, "query")] }),
    ...(doc.body !== undefined && { requestBody: { required: true, content: { "application/json": { schema: jsonSchema(doc.body) } } } }),
    responses,
  };
}

/** The OpenAPI 3.1 document of every route registered so far. */
export function openApiDocument(described: DescribedRoutes, version: string): Json {
  const paths: Record<string, Record<string, Json>> = {};
  for (const route of described.routes) {
    // Fastify answers HEAD for every GET by itself: the GET describes both.
    if (route.method === "HEAD" && described.routes.some((r) => r.method === "GET" && r.url === route.url)) continue;
    const path = route.url.replace(/:([A-Za-z0-9_]+)/g, "{$1}").replace(/\*$/, "{page}");
    (paths[path] ??= {})[route.method.toLowerCase()] = operation(route);
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "Kingsroad",
      version,
      description:
        "The HTTP side of a Kingsroad server; play itself goes over the WebSocket at /ws (its messages: packages/server/README.md, \"WebSocket protocol\"). Every error is { code, message } with a 4xx or 5xx status.",
    },
    paths,
    components: {
      schemas: {
        Error: {
          type: "object",
          properties: { code: { type: "string", description: "stable, for programs: bad_request, not_found, rate_limited, unknown_game..." }, message: { type: "string", description: "a sentence for people" } },
          required: ["code", "message"],
          additionalProperties: false,
        },
      },
    },
  };
}

/** The page's only style, inline: allowed by the CSP through its hash (app.ts). */
export const DOCS_STYLE =
  "body{font:15px/1.5 system-ui,sans-serif;max-width:56rem;margin:2rem auto;padding:0 1rem}code,pre{background:#f2f2f2;padding:0 .2em}pre{padding:.5em;overflow:auto}h2{font-size:1.1rem;margin-top:2rem}";

const escape = (s: string): string => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The document as one HTML page, every operation with its parameters, body and answers. */
export function docsPage(document: Json): string {
  const info = document.info as { title: string; version: string; description: string };
  const sections: string[] = [];
  for (const [path, operations] of Object.entries(document.paths as Record<string, Record<string, Json>>)) {
    for (const [method, op] of Object.entries(operations)) {
      const params = (op.parameters as Json[] | undefined) ?? [];
      const body = (op.requestBody as { content: { "application/json": { schema: unknown } } } | undefined)?.content["application/json"].schema;
      sections.push(
        [
          `<h2><code>${method.toUpperCase()} ${escape(path)}</code> ${escape(String(op.summary))}</h2>`,
          op.description ? `<p>${escape(String(op.description))}</p>` : "",
          params.length > 0
            ? `<ul>${params.map((p) => `<li><code>${escape(String(p.name))}</code> (${escape(String(p.in))}${p.required ? ", required" : ""}): <code>${escape(JSON.stringify(p.schema))}</code></li>`).join("")}</ul>`
            : "",
          body !== undefined ? `<p>Body (JSON):</p><pre>${escape(JSON.stringify(body, null, 2))}</pre>` : "",
          `<ul>${Object.entries(op.responses as Record<string, { description: string }>)
            .map(([status, r]) => `<li>${escape(status)}: ${escape(r.description)}</li>`)
            .join("")}</ul>`,
        ].join("\n"),
      );
    }
  }
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>${escape(info.title)} HTTP API</title>
<style>${DOCS_STYLE}</style>
</head>
<body>
<h1>${escape(info.title)} HTTP API ${escape(info.version)}</h1>
<p>${escape(info.description)} The same as OpenAPI 3.1: <a href="/api/openapi.json">/api/openapi.json</a>.</p>
${sections.join("\n")}
</body>
</html>
`;
}

/** GET /api/openapi.json and GET /api/docs, made once, at their first request (every route is registered by then). */
export function registerApiDocs(app: FastifyInstance, described: DescribedRoutes, version: string): void {
  let document: Json | null = null;
  let page: string | null = null;
  const made = (): Json => (document ??= openApiDocument(described, version));
  app.get(
    "/api/openapi.json",
    { schema: { summary: "This document", description: "The OpenAPI 3.1 description of every HTTP route, made from the routes and their zod schemas.", tags: ["about"], answers: { 200: "the document" } } },
    async () => made(),
  );
  app.get(
    "/api/docs",
    { schema: { summary: "This document as a page", description: "The OpenAPI document as plain HTML: each route, its parameters, body schema and answers.", tags: ["about"], answers: { 200: "an HTML page" } } },
    async (_request, reply) => reply.type("text/html; charset=utf-8").send((page ??= docsPage(made()))),
  );
}
