/**
 * Going on without someone (issue 17): a player proposes to hand an absent seat to a bot, and the
 * other players vote. The server keeps the votes and decides; this shows the open ones, lets a
 * voter answer, and offers the proposal itself. Spectators see the votes, and cannot vote.
 * A seated player may also ask to take back their last move ("undo"): every other person must
 * agree; the server says at once when the move cannot be taken back (it revealed something).
 * In a game with a rule for it (`GameClient.leaving`), a player may leave, the game going on
 * without them (done at once), or propose that an absent player leave (the others vote).
 */
import { useState, type ReactElement } from "react";
import type { Proposal, PublicSeat } from "../api/types.ts";

export interface VotesProps {
  proposals: readonly Proposal[];
  seats: readonly PublicSeat[];
  me: string | null;
  houseName(seat: string): string;
  propose(seat: string, kind?: "hand-over" | "leave"): void;
  vote(id: number, accept: boolean): void;
  /** Asks the table to take back the joined seat's last move. */
  takeBack?(): void;
  /** The seats whose player may leave now, and what leaving does (the game's words). */
  leave?: { leavers: readonly string[]; effect: string };
}

export function Votes({ proposals, seats, me, houseName, propose, vote, takeBack, leave }: VotesProps): ReactElement | null {
  const candidates = me === null ? [] : seats.filter((s) => s.seat !== me && s.kind === "human" && !s.standIn && !proposals.some((p) => p.kind === "hand-over" && p.seat === s.seat));
  const mayTakeBack = me !== null && takeBack !== undefined && !proposals.some((p) => p.kind === "undo");
  const [pick, setPick] = useState("");
  const chosen = candidates.some((s) => s.seat === pick) ? pick : (candidates[0]?.seat ?? "");
  // Only players (human seats) leave; one may leave oneself, or propose it for someone absent.
  const humans = new Set(seats.filter((s) => s.kind === "human").map((s) => s.seat));
  const leavers = me === null || !leave ? [] : leave.leavers.filter((s) => humans.has(s) && !proposals.some((p) => p.kind === "leave" && p.seat === s));
  const othersLeaving = leavers.filter((s) => s !== me);
  const [leavePick, setLeavePick] = useState("");
  const leaving = othersLeaving.includes(leavePick) ? leavePick : (othersLeaving[0] ?? "");
  const [confirmLeave, setConfirmLeave] = useState(false);
  if (proposals.length === 0 && candidates.length === 0 && !mayTakeBack && leavers.length === 0) return null;
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
              : p.kind === "leave"
                ? `${houseName(p.by)} proposes that ${houseName(p.seat)}'s player leave the game${leave ? ` (${leave.effect})` : ""}: ${yes} of ${needed} needed.`
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
      {me !== null && leavers.includes(me) && (
        <p className="leave-self">
          {confirmLeave ? (
            <>
              Leave for good? {leave ? `${houseName(me)}: ${leave.effect}.` : ""}{" "}
              <button type="button" onClick={() => (setConfirmLeave(false), propose(me, "leave"))}>
                Yes, leave
              </button>{" "}
              <button type="button" onClick={() => setConfirmLeave(false)}>
                Stay
              </button>
            </>
          ) : (
            <button type="button" onClick={() => setConfirmLeave(true)}>
              Leave the game
            </button>
          )}
        </p>
      )}
      {othersLeaving.length > 0 && (
        <form
          className="propose-leave"
          onSubmit={(e) => {
            e.preventDefault();
            if (leaving) propose(leaving, "leave");
          }}
        >
          <label>
            An absent player leaves{" "}
            <select aria-label="Player to leave the game" value={leaving} onChange={(e) => setLeavePick(e.target.value)}>
              {othersLeaving.map((s) => (
                <option key={s} value={s}>
                  {houseName(s)}
                </option>
              ))}
            </select>
          </label>{" "}
          <button type="submit">Propose</button>
          {leave && <small className="hint"> ({leave.effect})</small>}
        </form>
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
