// `npm start`'s first step: builds the web client (packages/web/dist) when its build tools are
// installed, as after `npm install`; after a production install (`npm ci --omit=dev`, the
// container) vite is not there, and a dist built beforehand (the Dockerfile's build stage) is
// served as it is. With neither, the server still starts and serves its fallback page at `/`.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";

const dist = fileURLToPath(new URL("../dist/index.html", import.meta.url));
let vite = true;
try {
  import.meta.resolve("vite");
} catch {
  vite = false;
}
if (vite) {
  const built = spawnSync("npm", ["run", "build", "-w", "@kingsroad/web"], { stdio: "inherit", shell: process.platform === "win32" });
  process.exit(built.status ?? 1);
}
if (existsSync(dist)) console.log("web client: prebuilt in packages/web/dist (no build tools in this install)");
else console.log("web client: not built and no build tools here (a production install): / serves the fallback page; run `npm run build` where dev dependencies are installed");
