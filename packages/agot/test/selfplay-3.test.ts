/** Self-play, 3 players (test/selfplay-suite.ts). */
import { selfPlaySuite } from "./selfplay-suite.ts";

selfPlaySuite(3);
