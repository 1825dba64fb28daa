/**
 * Every test runs the Fief engine with strict drafts: the lists a state shares with the next are
 * frozen as well as marked (packages/fief/src/sharing.ts, draft.ts), so a rule that writes one without taking
 * it first throws and is counted (draftStats.fullCopies), instead of changing an older state.
 * Play and `sim` run without it (a frozen array makes V8's filter, some, slice... several times
 * slower); packages/fief/test/draft.test.ts checks both ways.
 */
import { strictDrafts } from "./packages/fief/src/sharing.ts";

strictDrafts(true);
