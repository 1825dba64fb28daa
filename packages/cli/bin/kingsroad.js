#!/usr/bin/env node
// The `kingsroad` command: the sources are TypeScript, run through tsx without a build step.
import v8 from "node:v8";
import { register } from "tsx/esm/api";

// A smaller inlining budget for V8's optimizing compiler, set before any engine code runs. With
// the default (920 bytes of bytecode inlined per function), TurboFan compiles the engines' large
// call trees (Fief's settle, the legal-action lists, the pass round...) again after each
// deoptimization: in a 6-game Fief `sim` about 5.7 s of compile work against 2.5 s of play, most
// of the run waiting on it. At 100 the same run compiles 2.9 s and plays about 1.2-1.4x faster;
// warm play is no slower, AGoT's `sim` gains too (BENCHMARKS.md, issue 12, seventh pass).
v8.setFlagsFromString("--max-inlined-bytecode-size-cumulative=100");

register();
const { program } = await import("../src/main.ts");
await program().parseAsync(process.argv);
