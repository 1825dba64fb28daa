/**
 * The table's votes in a live game (issue 17): proposing, voting, settling and dropping, with the
 * notices that record each step. The arithmetic is proposals.ts; this is its use in a game, run
 * inside the game's queue (LiveGame calls these one at a time), through the narrow `VoteHost`.
 */
import type { Result, Seat } from "@kingsroad/core";
import { close as closeProposal, propose, verdict, vote, type Proposals } from "./proposals.ts";
import type { Proposal, ProposalKind, ServerMessage } from "./protocol.ts";
import type { SeatRecord } from "./store/types.ts";

/**
 * Why a seat's player cannot leave by the game's rule (the engine's sentence). `standIn`: the game
 * only needs the seat played (too few players would stay, the engine's `TOO_FEW_PLAYERS`; AGoT:
 * AG-38), so the player still goes and a stand-in bot takes the seat instead (P-1).
 */
export interface LeaveProblem {
  message: string;
  standIn: boolean;
}

/** What the votes need of their game. */
export interface VoteHost {
  seats(): readonly SeatRecord[];
  over(): boolean;
  seatName(seat: Seat): string;
  notice(text: string): Promise<unknown>;
  saveVotes(votes: Proposals): Promise<void>;
  /** Hands `seat` to a bot because the table agreed; returns the bot's level. */
  handOver(seat: Seat): Promise<string>;
  /** The seq of `by`'s last move if it may be taken back (take-back.ts), else why not. */
  undoable(by: Seat): Promise<Result<number, string>>;
  /** Why `seat`'s player cannot leave by the game's rule now, or null when they may. */
  leaveProblem(seat: Seat): LeaveProblem | null;
  /** `seat`'s player leaves by the game's rule (logged, replayed); an error sentence when it no longer applies. */
  leave(seat: Seat): Promise<string | null>;
  /** Takes back move `seq` (the table agreed); an error when the game moved on meanwhile. */
  takeBack(by: Seat, seq: number): Promise<string | null>;
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
    if (kind === "undo") return this.proposeUndo(by, seat);
    if (kind === "leave") return this.proposeLeave(by, seat);
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

  /** `by` asks the others to let them take back their last move; bots are no voters (they accept). */
  private async proposeUndo(by: Seat, seat: Seat): Promise<VoteResult> {
    const h = this.host;
    const fail = (message: string) => ({ ok: false as const, error: { code: "bad_proposal", message } });
    if (seat !== by) return fail("Only your own last move can be taken back.");
    if (this.votes.open.some((p) => p.kind === "undo")) return fail("The table is voting on taking back a move already.");
    const move = await h.undoable(by);
    if (!move.ok) return fail(move.error);
    const people = h.seats().filter((s) => s.kind === "human" && !s.standIn).map((s) => s.seat);
    const made = propose(this.votes, "undo", by, by, people, Date.now(), move.value);
    await this.save(made.proposals);
    const others = made.proposal.voters.length;
    await h.notice(`${h.seatName(by)} asks to take back their last move (${move.value}); ${others === 0 ? "no other player has a say" : `all ${others} other players must agree`}.`);
    await this.settle(made.proposal);
    return { ok: true, value: made.proposal };
  }

  /**
   * `seat`'s player leaves the game, which goes on without them (the engine's `leaveGame`): asked by
   * the player themself it is done at once; asked by another, the other people decide by majority.
   * Where the game needs the seat played (too few players would stay: AG-38), the player still
   * goes and a stand-in bot plays the seat until its player takes it back (P-1).
   */
  private async proposeLeave(by: Seat, seat: Seat): Promise<VoteResult> {
    const h = this.host;
    const fail = (message: string) => ({ ok: false as const, error: { code: "bad_proposal", message } });
    const target = h.seats().find((s) => s.seat === seat);
    if (!target) return fail(`No seat "${seat}"; seats: ${h.seats().map((s) => s.seat).join(", ")}.`);
    if (target.kind !== "human") return fail(`${h.seatName(seat)} is a bot's seat: only a player can leave.`);
    const problem = h.leaveProblem(seat);
    if (problem && !problem.standIn) return fail(problem.message);
    if (problem && target.standIn) return fail(`A bot plays ${h.seatName(seat)} already, and it stays: ${problem.message}`);
    const already = this.votes.open.find((p) => p.kind === "leave" && p.seat === seat);
    if (already) return fail(`The table is voting on that already (proposal ${already.id}).`);
    const people = h.seats().filter((s) => s.kind === "human" && !s.standIn).map((s) => s.seat);
    const made = propose(this.votes, "leave", seat, by, people, Date.now());
    if (by === seat) {
      // One's own leaving needs nobody's consent: it is done at once, never left open.
      const proposal = { ...made.proposal, voters: [by] };
      await h.notice(problem ? `${h.seatName(by)} leaves the game.` : `${h.seatName(by)} leaves the game; it goes on without them.`);
      await this.settle(proposal);
      return { ok: true, value: proposal };
    }
    await this.save(made.proposals);
    const needed = Math.floor(made.proposal.voters.length / 2) + 1;
    const effect = problem ? `; ${problem.message.replace(/\.$/, "")}, so a bot would play ${h.seatName(seat)} until its player returns.` : ", which goes on without them;";
    await h.notice(`${h.seatName(by)} proposes that ${h.seatName(seat)} leave the game${effect} ${needed} of the ${made.proposal.voters.length} other players must agree.`);
    await this.settle(made.proposal);
    return { ok: true, value: made.proposal };
  }

  /**
   * `seat`'s player goes (the table agreed, or they asked): by the game's rule, or, where the game
   * needs the seat played (AG-38), a stand-in bot takes it (P-1), as a hand-over does. The engine is
   * asked again: the table may have changed while the vote was open.
   */
  private async depart(seat: Seat): Promise<void> {
    const h = this.host;
    const name = h.seatName(seat);
    const problem = h.leaveProblem(seat);
    if (problem?.standIn) {
      if (h.seats().find((s) => s.seat === seat)?.standIn) {
        await h.notice(`${name} has left. ${problem.message} The bot playing ${name} goes on until its player takes the seat back.`);
        return;
      }
      const level = await h.handOver(seat);
      await h.notice(`${name} has left. ${problem.message} A bot (${level}) plays ${name} instead, until its player takes the seat back.`);
      return;
    }
    const failed = await h.leave(seat);
    await h.notice(failed ? `${name} could not leave: ${failed}` : `${name} has left: the game goes on without them.`);
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
    await this.host.notice(`${this.host.seatName(seat)} votes ${accept ? "yes" : "no"} on ${this.describe(cast.proposal)}.`);
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
    const leaving = about.some((p) => p.kind === "leave");
    await this.host.notice(
      leaving ? `${this.host.seatName(seat)} played: they are here, so the vote on their leaving is dropped.` : `${this.host.seatName(seat)} played: the vote to hand it to a bot is dropped.`,
    );
    this.host.broadcast({ type: "proposals", proposals: this.votes.open });
  }

  /** Someone moved: a move proposed to be taken back is no longer the last one, so the vote is dropped. */
  async dropUndo(): Promise<void> {
    const undo = this.votes.open.find((p) => p.kind === "undo");
    if (!undo) return;
    await this.save(closeProposal(this.votes, undo.id));
    await this.host.notice(`The game moved on: the vote on ${this.describe(undo)} is dropped.`);
    this.host.broadcast({ type: "proposals", proposals: this.votes.open });
  }

  private describe(p: Proposal): string {
    const name = this.host.seatName(p.seat);
    return p.kind === "undo" ? `taking back ${name}'s move ${p.undoes}` : p.kind === "leave" ? `${name} leaving the game` : `handing ${name} to a bot`;
  }

  /** Closes a proposal whose outcome is certain, and does what it says when it passed. */
  private async settle(p: Proposal): Promise<void> {
    const decided = verdict(p);
    if (decided !== null) await this.save(closeProposal(this.votes, p.id));
    if (p.kind === "undo") {
      if (decided === "passed") {
        const failed = await this.host.takeBack(p.by, p.undoes ?? -1);
        await this.host.notice(failed ? `The move could not be taken back: ${failed}` : `The table agreed: ${this.host.seatName(p.by)}'s move ${p.undoes} is taken back.`);
      } else if (decided === "refused") {
        await this.host.notice(`The table refused to take back ${this.host.seatName(p.by)}'s move ${p.undoes}.`);
      }
    } else if (p.kind === "leave") {
      if (decided === "passed") {
        await this.depart(p.seat);
      } else if (decided === "refused") {
        await this.host.notice(`The table refused to let ${this.host.seatName(p.seat)} leave.`);
      }
    } else if (decided === "passed") {
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
