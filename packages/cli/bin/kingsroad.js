#!/usr/bin/env node
// The `kingsroad` command: the sources are TypeScript, run through tsx without a build step.
import { spawn } from "node:child_process";
import os from "node:os";
import { fileURLToPath } from "node:url";
import v8 from "node:v8";

// One V8 helper thread (Node's default is 4). Every command here plays games on one thread, and
// V8's optimizing compiler and garbage collector run their jobs on these helpers: with four of
// them on a two-core machine they take the game's core from it for most of a short run (a 6-game
// Fief `sim` ran about 1.25x faster with one, a 20-game AGoT `sim` 1.2x; BENCHMARKS.md, issue 12,
// ninth pass). The pool is sized when Node starts, so the command starts itself again with it,
// unless it was started with a pool size (or NODE_OPTIONS gives one).
//
// And a young generation of a fixed 8 MB per semi-space, where Node 20 starts it at 1 MB and lets
// it grow to 16 MB: the 6-game Fief `sim` ran about 1.08x faster (a median of 71 700 actions/s
// against 66 400 over eight alternate runs), the 20-game AGoT `sim` about 1.2x, 100 Fief games at
// the same speed. Growing from 1 MB and a fixed 16 MB were both slower than a fixed 4, 6 or 8
// (BENCHMARKS.md, issue 12, eleventh pass). A young-generation size given on the command line or
// in NODE_OPTIONS is kept.
const POOL = "--v8-pool-size";
const given = [...process.execArgv, ...(process.env.NODE_OPTIONS ?? "").split(/\s+/)];
const sized = given.some((a) => a.startsWith(POOL));
const youngGeneration = given.some((a) => /^--(min|max)[-_]semi[-_]space[-_]size/.test(a)) ? [] : ["--min-semi-space-size=8", "--max-semi-space-size=8"];

if (!sized) {
  const child = spawn(process.execPath, [`${POOL}=1`, ...youngGeneration, ...process.execArgv, fileURLToPath(import.meta.url), ...process.argv.slice(2)], { stdio: "inherit" });
  // the terminal's Ctrl-C reaches both processes; a signal sent to this one alone is passed on
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) process.on(signal, () => child.kill(signal));
  child.on("exit", (code, signal) => process.exit(code ?? 128 + (signal ? (os.constants.signals[signal] ?? 0) : 1)));
} else {
  // A smaller inlining budget for V8's optimizing compiler, set before any engine code runs. With
  // the default (920 bytes of bytecode inlined per function), TurboFan compiles the engines' large
  // call trees (Fief's settle, the legal-action lists, the pass round...) again after each
  // deoptimization: in a 6-game Fief `sim` about 5.7 s of compile work against 2.5 s of play, most
  // of the run waiting on it. At 100 the same run compiles 2.9 s and plays about 1.2-1.4x faster;
  // warm play is no slower, AGoT's `sim` gains too (BENCHMARKS.md, issue 12, seventh pass).
  v8.setFlagsFromString("--max-inlined-bytecode-size-cumulative=100");

  const { register } = await import("tsx/esm/api");
  register();
  const { program } = await import("../src/main.ts");
  await program().parseAsync(process.argv);
}
