/**
 * `npm run bench`: engine throughput (complete random games, legal-action enumeration, action
 * application, all on one core), heuristic decision times and the heuristic's win rate against
 * five random bots. Options are those of `kingsroad bench` (e.g. `npm run bench -- --seconds 20`).
 * Figures, not a timed test: record them in BENCHMARKS.md with the machine they came from.
 */
import { program } from "../packages/cli/src/index.ts";

await program().parseAsync(["node", "kingsroad", "bench", ...process.argv.slice(2)]);
