/** Self-play, 5 players (test/selfplay-suite.ts). */
import { selfPlaySuite } from "./selfplay-suite.ts";

selfPlaySuite(5);
