/**
 * The table's votes in a live game (issue 17): proposing, voting, settling and dropping, with the
 * notices that record each step. The arithmetic is proposals.ts; this is its use in a game, run
 * inside the game's queue (LiveGame calls these one at a time), through the narrow `VoteHost`.
 */
import type { Result, Seat } from "@kingsroad/core";
import { close as closeProposal, propose, verdict, vote, type Proposals } from "./proposals.ts";
import type { Proposal, ProposalKind, ServerMessage } from "./protocol.ts";
import type { SeatRecord } from "./store/types.ts";

/** What the votes need of their game. */
export interface VoteHost {
  seats(): readonly SeatRecord[];
  over(): boolean;
  seatName(seat: Seat): string;
  notice(text: string): Promise<unknown>;
  saveVotes(votes: Proposals): Promise<void>;
  /** Hands `seat` to a bot because the table agreed; returns the bot's level. */
  handOver(seat: Seat): Promise<string>;
  broadcast(message: ServerMessage): void;
}

type VoteResult = Result<Proposal, { code: string; message: string }>;

export class TableVotes {
  constructor(
    private readonly host: VoteHost,
    private votes: Proposals,
  ) {}

  get open(): Proposal[] {
    return this.votes.open;
  }

  /** `by` proposes to the table to do `kind` to `seat`; it may pass at once (a table of two people). */
  async propose(by: Seat, kind: ProposalKind, seat: Seat): Promise<VoteResult> {
    const fail = (message: string) => ({ ok: false as const, error: { code: "bad_proposal", message } });
    const h = this.host;
    if (h.over()) return { ok: false, error: { code: "game_over", message: "The game is over." } };
    const target = h.seats().find((s) => s.seat === seat);
    if (!target) return fail(`No seat "${seat}"; seats: ${h.seats().map((s) => s.seat).join(", ")}.`);
    if (seat === by) return fail("You cannot put your own seat to the vote.");
    if (target.kind !== "human" || target.standIn) return fail(`A bot plays ${h.seatName(seat)} already.`);
    const already = this.votes.open.find((p) => p.kind === kind && p.seat === seat);
    if (already) return fail(`The table is voting on that already (proposal ${already.id}).`);
    const people = h.seats().filter((s) => s.kind === "human" && !s.standIn).map((s) => s.seat);
    const made = propose(this.votes, kind, seat, by, people, Date.now());
    await this.save(made.proposals);
    const needed = Math.floor(made.proposal.voters.length / 2) + 1;
    await h.notice(
      `${h.seatName(by)} proposes that a bot play ${h.seatName(seat)} until its player returns; ${needed} of the ${made.proposal.voters.length} other players must agree.`,
    );
    await this.settle(made.proposal);
    return { ok: true, value: made.proposal };
  }

  /** `seat` votes on proposal `id`; the proposal is decided as soon as a majority is certain. */
  async vote(seat: Seat, id: number, accept: boolean): Promise<VoteResult> {
    const cast = vote(this.votes, id, seat, accept);
    if (!cast) {
      const open = this.votes.open.find((p) => p.id === id);
      const message = open ? "You have no vote on this proposal." : `No open proposal ${id}.`;
      return { ok: false, error: { code: open ? "not_a_voter" : "unknown_proposal", message } };
    }
    await this.save(cast.proposals);
    await this.host.notice(`${this.host.seatName(seat)} votes ${accept ? "yes" : "no"} on handing ${this.host.seatName(cast.proposal.seat)} to a bot.`);
    await this.settle(cast.proposal);
    return { ok: true, value: cast.proposal };
  }

  /** The seat's player acted: it is not absent, so the votes about it are dropped. */
  async dropAbout(seat: Seat): Promise<void> {
    const about = this.votes.open.filter((p) => p.seat === seat);
    if (about.length === 0) return;
    let left = this.votes;
    for (const p of about) left = closeProposal(left, p.id);
    await this.save(left);
    await this.host.notice(`${this.host.seatName(seat)} played: the vote to hand it to a bot is dropped.`);
    this.host.broadcast({ type: "proposals", proposals: this.votes.open });
  }

  /** Closes a proposal whose outcome is certain, and does what it says when it passed. */
  private async settle(p: Proposal): Promise<void> {
    const decided = verdict(p);
    if (decided !== null) await this.save(closeProposal(this.votes, p.id));
    if (decided === "passed") {
      const level = await this.host.handOver(p.seat);
      await this.host.notice(`The table agreed: a bot (${level}) plays ${this.host.seatName(p.seat)} until its player takes the seat back.`);
    } else if (decided === "refused") {
      await this.host.notice(`The table refused to hand ${this.host.seatName(p.seat)} to a bot.`);
    }
    this.host.broadcast({ type: "proposals", proposals: this.votes.open });
  }

  private async save(votes: Proposals): Promise<void> {
    await this.host.saveVotes(votes);
    this.votes = votes;
  }
}
