/**
 * Going on without someone (issue 17): a player proposes to hand an absent seat to a bot, and the
 * other players vote. The server keeps the votes and decides; this shows the open ones, lets a
 * voter answer, and offers the proposal itself. Spectators see the votes, and cannot vote.
 * A seated player may also ask to take back their last move ("undo"): every other person must
 * agree; the server says at once when the move cannot be taken back (it revealed something).
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
  /** Asks the table to take back the joined seat's last move. */
  takeBack?(): void;
}

export function Votes({ proposals, seats, me, houseName, propose, vote, takeBack }: VotesProps): ReactElement | null {
  const candidates = me === null ? [] : seats.filter((s) => s.seat !== me && s.kind === "human" && !s.standIn && !proposals.some((p) => p.kind === "hand-over" && p.seat === s.seat));
  const mayTakeBack = me !== null && takeBack !== undefined && !proposals.some((p) => p.kind === "undo");
  const [pick, setPick] = useState("");
  const chosen = candidates.some((s) => s.seat === pick) ? pick : (candidates[0]?.seat ?? "");
  if (proposals.length === 0 && candidates.length === 0 && !mayTakeBack) return null;
  return (
    <section className="votes" aria-label="Votes">
      <h4>Votes</h4>
      {proposals.map((p) => {
        const yes = p.voters.filter((s) => p.votes[s] === true).length;
        // Taking back a move needs every other person's yes; a hand-over, a majority.
        const needed = p.kind === "undo" ? p.voters.length : Math.floor(p.voters.length / 2) + 1;
        const mine = me !== null && p.voters.includes(me) && p.votes[me] === undefined;
        return (
          <p key={p.id} className="proposal" data-proposal={p.id}>
            {p.kind === "undo"
              ? `${houseName(p.by)} asks to take back their last move (${p.undoes ?? "?"}): ${yes} of ${needed} needed.`
              : `${houseName(p.by)} proposes that a bot play ${houseName(p.seat)} until its player returns: ${yes} of ${needed} needed.`}{" "}
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
      {mayTakeBack && (
        <p className="take-back">
          <button type="button" onClick={() => takeBack?.()}>
            Take back my last move
          </button>
        </p>
      )}
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
