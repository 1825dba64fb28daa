/** Headless play as a library: self-play, tournaments, fuzzing, replay files and benchmarks. */
export { GAMES, gameModule, type GameModule, type HiddenRules, type TableOptions } from "./games.ts";
export { playGame, type Failure, type LoggedAction, type PlayOptions, type PlayResult } from "./play/self-play.ts";
export { runTournament, seating, percentile, type TournamentOptions, type TournamentResult } from "./play/tournament.ts";
export { fuzz, type FuzzOptions, type FuzzResult } from "./play/fuzz.ts";
export { checkReplay, readReplay, replayRecord, writeReplay, type ReplayFile } from "./play/replay-file.ts";
export { perturbationLeaks, alternativeLeaks, transitionLeaks } from "./play/hidden.ts";
export { renderResults } from "./report.ts";
export { sim } from "./commands/sim.ts";
export { bench } from "./commands/bench.ts";
export { program } from "./main.ts";
