/** Self-play, 4 players (test/selfplay-suite.ts). */
import { selfPlaySuite } from "./selfplay-suite.ts";

selfPlaySuite(4);
