#!/usr/bin/env node
// The `kingsroad` command: the sources are TypeScript, run through tsx without a build step.
import { register } from "tsx/esm/api";

register();
const { program } = await import("../src/main.ts");
await program().parseAsync(process.argv);
