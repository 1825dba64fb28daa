/**
 * Votes of the table (issue 17, "going on without someone"), as pure functions of plain data so
 * they can be stored and reloaded. Any seat a person plays may propose something about another
 * seat; the other human seats a person plays (the proposer among them, voting yes) decide by
 * majority: more than half say yes and it passes; half or more say no and it cannot pass.
 * Who may be the object of which kind, and what passing does, is the caller's (live-game.ts).
 */
import type { Seat } from "@kingsroad/core";
import { z } from "zod";
import { PROPOSAL_KINDS, type Proposal, type ProposalKind } from "./protocol.ts";

/** A game's proposals as stored: the open ones, and the next id. */
export interface Proposals {
  next: number;
  open: Proposal[];
}

export const NO_PROPOSALS: Proposals = { next: 1, open: [] };

export const ProposalsColumn = z
  .object({
    next: z.number().int(),
    open: z.array(
      z.object({
        id: z.number().int(),
        kind: z.enum(PROPOSAL_KINDS),
        seat: z.string(),
        by: z.string(),
        voters: z.array(z.string()),
        votes: z.record(z.string(), z.boolean()),
        at: z.number(),
        undoes: z.number().int().optional(),
      }),
    ),
  })
  .nullable();

export type Verdict = "passed" | "refused" | null;

export function verdict(p: Proposal): Verdict {
  if (p.kind === "undo") {
    // Taking back a move needs everyone's consent: one no refuses it; bots are no voters.
    if (p.voters.some((s) => p.votes[s] === false)) return "refused";
    return p.voters.every((s) => p.votes[s] === true) ? "passed" : null;
  }
  const yes = p.voters.filter((s) => p.votes[s] === true).length;
  const no = p.voters.filter((s) => p.votes[s] === false).length;
  if (yes * 2 > p.voters.length) return "passed";
  if (no * 2 >= p.voters.length) return "refused";
  return null;
}

/** Opens a proposal; `people` are the seats a person plays now (human, no bot standing in). */
export function propose(all: Proposals, kind: ProposalKind, seat: Seat, by: Seat, people: readonly Seat[], at: number, undoes?: number): { proposals: Proposals; proposal: Proposal } {
  const proposal: Proposal = { id: all.next, kind, seat, by, voters: people.filter((s) => s !== seat), votes: { [by]: true }, at, ...(undoes !== undefined && { undoes }) };
  return { proposals: { next: all.next + 1, open: [...all.open, proposal] }, proposal };
}

export function vote(all: Proposals, id: number, seat: Seat, accept: boolean): { proposals: Proposals; proposal: Proposal } | null {
  const found = all.open.find((p) => p.id === id);
  if (!found || !found.voters.includes(seat)) return null;
  const proposal = { ...found, votes: { ...found.votes, [seat]: accept } };
  return { proposals: { ...all, open: all.open.map((p) => (p.id === id ? proposal : p)) }, proposal };
}

export function close(all: Proposals, id: number): Proposals {
  return { ...all, open: all.open.filter((p) => p.id !== id) };
}
