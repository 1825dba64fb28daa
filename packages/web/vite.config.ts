/**
 * Vite builds the client into dist/, which the server serves. In development, `npm run dev`
 * proxies the API and the WebSocket to a server on :8080 (`npm start` at the root), or to
 * KINGSROAD_SERVER when set.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";

const server = process.env.KINGSROAD_SERVER ?? "http://127.0.0.1:8080";

/** Text files worth compressing; smaller ones gain less than their headers cost. */
const COMPRESSIBLE = /\.(js|css|html|svg|json|txt)$/;
const MIN_BYTES = 1024;

/**
 * Writes a brotli (best quality) and a gzip copy next to every text asset, once per build: the
 * server sends them as they are (its static files are `preCompressed`), so no request pays for
 * compression and each gets the smallest encoding its browser accepts.
 */
function precompress(): Plugin {
  let outDir = "dist";
  return {
    name: "kingsroad-precompress",
    apply: "build",
    configResolved(config) {
      outDir = config.build.outDir;
    },
    closeBundle() {
      const walk = (dir: string): string[] =>
        readdirSync(dir).flatMap((name) => {
          const path = join(dir, name);
          return statSync(path).isDirectory() ? walk(path) : [path];
        });
      for (const file of walk(outDir)) {
        if (!COMPRESSIBLE.test(file)) continue;
        const raw = readFileSync(file);
        if (raw.length < MIN_BYTES) continue;
        writeFileSync(`${file}.br`, brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length } }));
        writeFileSync(`${file}.gz`, gzipSync(raw, { level: 9 }));
      }
    },
  };
}

export default defineConfig({
  plugins: [react(), precompress()],
  build: { outDir: "dist", emptyOutDir: true, sourcemap: false },
  server: {
    proxy: {
      "/api": server,
      "/ws": { target: server.replace(/^http/, "ws"), ws: true },
    },
  },
});
