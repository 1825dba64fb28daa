/**
 * Vite builds the client into dist/, which the server serves. In development, `npm run dev`
 * proxies the API and the WebSocket to a server on :8080 (`npm start` at the root), or to
 * KINGSROAD_SERVER when set.
 */
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

const server = process.env.KINGSROAD_SERVER ?? "http://127.0.0.1:8080";

export default defineConfig({
  plugins: [react()],
  build: { outDir: "dist", emptyOutDir: true, sourcemap: false },
  server: {
    proxy: {
      "/api": server,
      "/ws": { target: server.replace(/^http/, "ws"), ws: true },
    },
  },
});
