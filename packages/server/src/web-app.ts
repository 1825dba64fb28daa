/**
 * What makes the web client an installable app (issue 39 item 2): the web manifest, the service
 * worker that shows pushed notices (web-app/sw.js), and the app's icons, ours (a crown, as the
 * favicon). Served by the server itself, so they are there whether or not the client is built,
 * each with its own content type, and revalidated at every use (a new server's worker is taken
 * up at the next load).
 */
import { readFileSync } from "node:fs";
import { deflateSync } from "node:zlib";
import type { FastifyInstance } from "fastify";

const here = (name: string): URL => new URL(`./web-app/${name}`, import.meta.url);
const SERVICE_WORKER = readFileSync(here("sw.js"), "utf8");
const ICON_SVG = readFileSync(here("icon.svg"), "utf8");

/** The favicon's crown on its 16-unit grid (icon.svg's path), for the PNG icons. */
const CROWN: ReadonlyArray<readonly [number, number]> = [[3, 13], [3, 6], [5, 6], [5, 8], [7, 8], [7, 5], [9, 5], [9, 8], [11, 8], [11, 6], [13, 6], [13, 13]];
const BACKGROUND = [0x2b, 0x24, 0x1a] as const;
const GOLD = [0xf3, 0xd3, 0x7a] as const;

function inside(x: number, y: number): boolean {
  let within = false;
  for (let i = 0, j = CROWN.length - 1; i < CROWN.length; j = i++) {
    const [xi, yi] = CROWN[i]!;
    const [xj, yj] = CROWN[j]!;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) within = !within;
  }
  return within;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** The crown as a square RGB PNG of `size` pixels (full bleed: a maskable icon's safe zone holds the crown). */
export function iconPng(size: number): Buffer {
  const rows: Buffer[] = [];
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(1 + size * 3);
    for (let x = 0; x < size; x++) {
      const colour = inside(((x + 0.5) * 16) / size, ((y + 0.5) * 16) / size) ? GOLD : BACKGROUND;
      row.set(colour, 1 + x * 3);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk("IHDR", header), chunk("IDAT", deflateSync(Buffer.concat(rows))), chunk("IEND", Buffer.alloc(0))]);
}

export const MANIFEST = {
  name: "Kingsroad",
  short_name: "Kingsroad",
  description: "A Game of Thrones: The Board Game and A Song of Ice and Fief, every rule enforced.",
  start_url: "/",
  scope: "/",
  display: "standalone",
  background_color: "#2b241a",
  theme_color: "#2b241a",
  icons: [
    { src: "/icon.svg", sizes: "any", type: "image/svg+xml" },
    { src: "/icon-192.png", sizes: "192x192", type: "image/png" },
    { src: "/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any maskable" },
  ],
};

export function registerWebApp(app: FastifyInstance): void {
  const icons = new Map([192, 512].map((size) => [size, iconPng(size)]));
  const fresh = "no-cache";
  app.get(
    "/manifest.webmanifest",
    {
      schema: {
        summary: "The web app manifest",
        description: "What makes the site installable: its name, start page, colours and icons (application/manifest+json).",
        tags: ["web client"],
        answers: { 200: "the manifest" },
      },
    },
    async (_request, reply) => reply.type("application/manifest+json; charset=utf-8").header("cache-control", fresh).send(JSON.stringify(MANIFEST)),
  );
  app.get(
    "/sw.js",
    {
      schema: {
        summary: "The service worker",
        description:
          "The page registers it (scope /) to show the notices pushed while no page of a seat is open (`your turn`, `game over`) and to open the site when one is clicked. It caches nothing.",
        tags: ["web client"],
        answers: { 200: "JavaScript" },
      },
    },
    async (_request, reply) =>
      reply.type("text/javascript; charset=utf-8").header("cache-control", fresh).header("service-worker-allowed", "/").send(SERVICE_WORKER),
  );
  app.get(
    "/icon.svg",
    { schema: { summary: "The app's icon (SVG)", description: "A crown, as the favicon.", tags: ["web client"], answers: { 200: "image/svg+xml" } } },
    async (_request, reply) => reply.type("image/svg+xml").header("cache-control", fresh).send(ICON_SVG),
  );
  for (const [size, png] of icons) {
    app.get(
      `/icon-${size}.png`,
      { schema: { summary: `The app's icon, ${size} pixels`, description: "The crown of icon.svg as a PNG, for installing and for notices.", tags: ["web client"], answers: { 200: "image/png" } } },
      async (_request, reply) => reply.type("image/png").header("cache-control", fresh).send(png),
    );
  }
}
