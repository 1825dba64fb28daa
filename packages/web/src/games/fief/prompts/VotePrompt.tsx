/**
 * The two vote markers (C. Elections): one face down for a candidate (or none), the other a decoy.
 * Both are picked, then placed together; only pairs the engine allows can be sent.
 */
import { useState, type ReactElement } from "react";
import { nobleName } from "../names.ts";
import { ofType } from "../types.ts";
import type { FiefPromptProps } from "./types.ts";

const key = (v: string | null): string => v ?? "";

export function VotePrompt({ picture, actions, send, busy }: FiefPromptProps): ReactElement {
  const votes = ofType(actions, "vote");
  const nobles = picture.view.nobles;
  const fors = [...new Set(votes.map((v) => key(v.forNoble)))];
  const [forNoble, setFor] = useState(fors[0] ?? "");
  const decoys = [...new Set(votes.filter((v) => key(v.forNoble) === forNoble).map((v) => key(v.decoy)))];
  const [decoy, setDecoy] = useState(decoys[0] ?? "");
  const chosen = votes.find((v) => key(v.forNoble) === forNoble && key(v.decoy) === decoy) ?? votes.find((v) => key(v.forNoble) === forNoble);
  const name = (v: string): string => (v === "" ? "nobody (blank)" : nobleName(v, nobles));
  return (
    <div className="vote-prompt">
      <p className="hint">Both markers go face down; only the vote counts, the decoy hides it. They are flipped once every house has voted.</p>
      <label>
        Vote for{" "}
        <select aria-label="Vote for" value={forNoble} onChange={(e) => setFor(e.target.value)}>
          {fors.map((f) => (
            <option key={f} value={f}>
              {name(f)}
            </option>
          ))}
        </select>
      </label>
      <label>
        Decoy on{" "}
        <select aria-label="Decoy on" value={chosen ? key(chosen.decoy) : decoy} onChange={(e) => setDecoy(e.target.value)}>
          {decoys.map((d) => (
            <option key={d} value={d}>
              {name(d)}
            </option>
          ))}
        </select>
      </label>
      <button type="button" className="primary action action-vote" disabled={busy || !chosen} onClick={() => chosen && send(chosen)} data-action={JSON.stringify(chosen)}>
        Place the markers
      </button>
    </div>
  );
}
