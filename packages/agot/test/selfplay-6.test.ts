/** Self-play, 6 players (test/selfplay-suite.ts). */
import { selfPlaySuite } from "./selfplay-suite.ts";

selfPlaySuite(6);
