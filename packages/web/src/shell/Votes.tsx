/**
 * Going on without someone (issue 17): a player proposes to hand an absent seat to a bot, and the
 * other players vote. The server keeps the votes and decides; this shows the open ones, lets a
 * voter answer, and offers the proposal itself. Spectators see the votes, and cannot vote.
 */
import { useState, type ReactElement } from "react";
import type { Proposal, PublicSeat } from "../api/types.ts";

export interface VotesProps {
  proposals: readonly Proposal[];
  seats: readonly PublicSeat[];
  me: string | null;
  houseName(seat: string): string;
  propose(seat: string): void;
  vote(id: number, accept: boolean): void;
}

export function Votes({ proposals, seats, me, houseName, propose, vote }: VotesProps): ReactElement | null {
  const candidates = me === null ? [] : seats.filter((s) => s.seat !== me && s.kind === "human" && !s.standIn && !proposals.some((p) => p.seat === s.seat));
  const [pick, setPick] = useState("");
  const chosen = candidates.some((s) => s.seat === pick) ? pick : (candidates[0]?.seat ?? "");
  if (proposals.length === 0 && candidates.length === 0) return null;
  return (
    <section className="votes" aria-label="Votes">
      <h4>Votes</h4>
      {proposals.map((p) => {
        const yes = p.voters.filter((s) => p.votes[s] === true).length;
        const needed = Math.floor(p.voters.length / 2) + 1;
        const mine = me !== null && p.voters.includes(me) && p.votes[me] === undefined;
        return (
          <p key={p.id} className="proposal" data-proposal={p.id}>
            {houseName(p.by)} proposes that a bot play {houseName(p.seat)} until its player returns: {yes} of {needed} needed.{" "}
            {mine && (
              <>
                <button type="button" onClick={() => vote(p.id, true)}>
                  Yes
                </button>{" "}
                <button type="button" onClick={() => vote(p.id, false)}>
                  No
                </button>
              </>
            )}
          </p>
        );
      })}
      {candidates.length > 0 && (
        <form
          className="propose"
          onSubmit={(e) => {
            e.preventDefault();
            if (chosen) propose(chosen);
          }}
        >
          <label>
            Hand an absent seat to a bot{" "}
            <select aria-label="Seat to hand to a bot" value={chosen} onChange={(e) => setPick(e.target.value)}>
              {candidates.map((s) => (
                <option key={s.seat} value={s.seat}>
                  {houseName(s.seat)}
                </option>
              ))}
            </select>
          </label>{" "}
          <button type="submit">Propose</button>
        </form>
      )}
    </section>
  );
}
