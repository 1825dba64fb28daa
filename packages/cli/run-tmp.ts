import { sim } from "./src/commands/sim.ts";
const c0 = process.cpuUsage(); const t = performance.now();
const r = sim({ game: "fief", players: 6, games: 6, bots: ["random"], tides: false, seed: "kingsroad", progress: false, print: () => {} });
const ms = performance.now() - t; const c = process.cpuUsage(c0);
const cpu = (c.user + c.system) / 1000;
console.log(process.cwd().split("/").pop(), "actions", r.actions, "wall/s", (r.actions / ms * 1000).toFixed(0), "cpu/s", (r.actions / cpu * 1000).toFixed(0));
