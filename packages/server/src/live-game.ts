/**
 * One game in memory: its current state, the clients watching it, and the one door through which
 * actions change it. Actions run one at a time per game (a promise queue), and each is stored
 * before the state moves on, so what a client was told happened is exactly what a restart replays.
 *
 * Everything that leaves a LiveGame for a seat is built by seat-picture.ts (`picture(seat)`, and
 * an update's `seatPictures`) and `eventsFor`, so hidden information cannot slip out through a
 * second path. Its parts: the clients
 * (audience.ts), the clock (table-clock.ts), the votes (table-votes.ts), seat changes (seat-records.ts).
 */
import { eventsFor, leaveMarker, stateHash, TOO_FEW_PLAYERS, undoEvent, undoMarker, type GameEvent, type Outcome, type Result, type Seat } from "@kingsroad/core";
import type { AnyGameModule } from "./registry.ts";
import { NOT_STORED, tryAction, type SubmitError, type SubmitOptions } from "./submission.ts";
import { Audience, type Subscriber } from "./audience.ts";
import { TableClock, type ClockHost } from "./table-clock.ts";
import { liveSummary, publicSeats, publicWaiting, seatPicture, seatPictures, type GamePoint } from "./seat-picture.ts";
import { claimSeat, withNotify, withStandIn, type NotifyChange } from "./seat-records.ts";
import { NO_PROPOSALS } from "./proposals.ts";
import { TableVotes, type VoteHost } from "./table-votes.ts";
import { lastMove } from "./take-back.ts";
import type { GameRecord, GameStore, NewChat, SeatRecord } from "./store/types.ts";
import type { ChatEntry, ClockPicture, GameSummary, Proposal, ProposalKind, PublicSeat, SeatPicture, SeqEvent, ServerMessage, StandInReason } from "./protocol.ts";

export type { Subscriber } from "./audience.ts";

export type { SubmitError, SubmitOptions } from "./submission.ts";

export interface LiveGameOptions {
  snapshotEvery: number;
  /** The bot level that plays a seat the table voted to hand over (default "random"). */
  standInLevel?: string;
  /** How many recent events are kept for clients that join late. */
  eventMemory?: number;
  log?: import("./log.ts").LogFn;
}

export class LiveGame {
  readonly id: string;
  readonly module: AnyGameModule;
  private current: GameRecord;
  private state: unknown;
  private seqValue: number;
  private outcomeValue: Outcome | null;
  private readonly events: SeqEvent[] = [];
  private readonly audience = new Audience();
  private readonly appliedListeners: Array<(game: LiveGame) => void> = [];
  private readonly statusListeners: Array<(game: LiveGame) => void> = [];
  private tail: Promise<unknown> = Promise.resolve();
  /** The turn clock (table-clock.ts), its arithmetic in clock.ts. */
  private readonly clock: TableClock;
  /** The table's open votes. */
  private readonly votes: TableVotes;
  /** Queued tasks not yet finished. */
  private pending = 0;
  /** When anything last touched this game (ms since epoch); idle games may be unloaded. */
  lastTouched = Date.now();
  /** Another process writes this game now (cluster/): this copy refuses every action and is forgotten. */
  retired = false;

  constructor(
    private readonly store: GameStore,
    module: AnyGameModule,
    record: GameRecord,
    state: unknown,
    seq: number,
    private readonly options: LiveGameOptions,
  ) {
    this.id = record.id;
    this.module = module;
    this.current = record;
    this.state = state;
    this.seqValue = seq;
    this.outcomeValue = module.engine.outcome(state);
    this.clock = new TableClock(this.clockHost(), record.clock ?? null);
    this.votes = new TableVotes(this.voteHost(), record.proposals ?? NO_PROPOSALS);
  }

  get seq(): number {
    return this.seqValue;
  }

  get outcome(): Outcome | null {
    return this.outcomeValue;
  }

  /** The game's stored record as it is now (seat tokens as hashes only); never sent as is. */
  get record(): Readonly<GameRecord> {
    return this.current;
  }

  get seats(): readonly SeatRecord[] {
    return this.current.seats;
  }

  get title(): string {
    return this.current.title;
  }

  /** Exposed for replay checks and tests; never sent to a client. */
  get stateHash(): string {
    return stateHash(this.state);
  }

  /** Remembers events produced while the game was replayed on load. */
  rememberEvents(events: SeqEvent[]): void {
    this.events.push(...events);
    this.trimEvents();
  }

  onApplied(listener: (game: LiveGame) => void): void {
    this.appliedListeners.push(listener);
  }

  /** Called after the game's status changed (every player came: running; over: finished). */
  onStatus(listener: (game: LiveGame) => void): void {
    this.statusListeners.push(listener);
  }

  private statusChanged(): void {
    for (const listener of this.statusListeners) listener(this);
  }

  /** Runs `task` after every earlier task of this game has finished; a failure doesn't block the queue. */
  private enqueue<T>(task: () => Promise<T>): Promise<T> {
    this.pending++;
    this.lastTouched = Date.now();
    const run = this.tail.then(task, task).finally(() => {
      this.pending--;
      this.lastTouched = Date.now();
    });
    this.tail = run.catch(() => undefined);
    return run;
  }

  /** Nobody watches it and nothing is queued: it can be unloaded and reloaded from the store. */
  get unused(): boolean {
    return this.audience.size === 0 && this.pending === 0;
  }

  /** Waits until every queued task has run. */
  async idle(): Promise<void> {
    await this.tail;
  }

  /** Every seat the game waits for, secret prompts included: for the bots and the clock, never sent. */
  waitingFor(): Seat[] {
    if (this.outcomeValue) return [];
    return [...new Set(this.module.engine.pendingSeats(this.state).map((p) => p.seat))];
  }

  /** Whether `seat` is asked now by a secret prompt only (Fief's pass round: SF-22 D2). */
  askedSecretly(seat: Seat): boolean {
    if (this.outcomeValue) return false;
    const mine = this.module.engine.pendingSeats(this.state).filter((p) => p.seat === seat);
    return mine.length > 0 && mine.every((p) => p.secret);
  }

  /** The seats everyone is shown as waited for (seat-picture.ts `publicWaiting`). */
  publicWaitingFor(): Seat[] {
    if (this.outcomeValue) return [];
    return publicWaiting(this.module.engine.pendingSeats(this.state));
  }

  /** What `seat` (null: a spectator) may know now. */
  picture(seat: Seat | null): SeatPicture {
    return seatPicture(this.module, this.state, this.point(), seat);
  }

  private point(): GamePoint {
    return { seq: this.seqValue, outcome: this.outcomeValue, ...this.clockField() };
  }

  /** The clock as every client sees it, spread into a message; nothing when the game has none. */
  private clockField(): { clock?: ClockPicture } {
    const clock = this.clock.picture();
    return clock ? { clock } : {};
  }

  recentEvents(seat: Seat | null): SeqEvent[] {
    return eventsFor(this.events, seat) as SeqEvent[];
  }

  /** Validates, applies, stores and broadcasts one action of `seat`. Bad input changes nothing. */
  submit(seat: Seat, input: unknown, options: SubmitOptions = {}): Promise<Result<{ seq: number }, SubmitError>> {
    return this.enqueue(() => this.apply(seat, input, options));
  }

  private async apply(seat: Seat, input: unknown, options: SubmitOptions): Promise<Result<{ seq: number }, SubmitError>> {
    const fail = (code: string, message: string) => ({ ok: false as const, error: { code, message } });
    if (this.outcomeValue) return fail("game_over", "The game is over.");
    if (this.retired) return fail("unavailable", "This game is played by another server process now; join it again.");
    const refused = options.guard?.();
    if (refused) return fail(refused.code, refused.message);
    if (options.expectedSeq !== undefined && options.expectedSeq !== this.seqValue) {
      return fail("stale", `The game has moved on (seq ${this.seqValue}, you expected ${options.expectedSeq}).`);
    }
    const engine = this.module.engine;
    // An action of a seat the table does not see waited for (an answer to a secret prompt in Fief's
    // pass round, a standing answer set) tells the other seats nothing unless it changes what they
    // see (audience.ts `quiet`; SF-22 D2 c).
    const quiet = !this.publicWaitingFor().includes(seat);
    const applied = tryAction(this.module, this.state, seat, input, (e) =>
      this.options.log?.(`engine ${engine.id} threw on an action in game ${this.id}`, e, { gameId: this.id, seq: this.seqValue + 1, seat }),
    );
    if (!applied.ok) return applied;

    const seq = this.seqValue + 1;
    try {
      await this.store.appendAction(this.id, { seq, seat, action: applied.value.action, at: Date.now() });
    } catch (e) {
      this.options.log?.(`could not store action ${seq} of game ${this.id}`, e, { gameId: this.id, seq, seat });
      // Not the action's fault: the same action may be sent again once the store writes (bots do).
      return fail(NOT_STORED, "The action could not be stored; nothing changed. Try again shortly.");
    }
    options.onStored?.(seq);

    this.state = applied.value.state;
    this.seqValue = seq;
    const events: SeqEvent[] = applied.value.events.map((e) => ({ ...e, seq }));
    // The action is stored and applied now; nothing below may turn it into a failure.
    try {
      await this.autoAnswers(events);
      this.rememberEvents(events);
      this.outcomeValue = engine.outcome(this.state);
      if (this.outcomeValue) await this.finish(this.outcomeValue);
      await this.clock.retime(seat);
      if (!options.byBot) await this.votes.dropAbout(seat);
      await this.votes.dropUndo();
      const every = this.options.snapshotEvery;
      if (Math.floor(this.seqValue / every) > Math.floor((seq - 1) / every)) await this.snapshot();
      this.broadcastUpdate(events, quiet);
      this.changed();
    } catch (e) {
      this.options.log?.(`after action ${seq} of game ${this.id}`, e, { gameId: this.id, seq, seat });
    }
    return { ok: true, value: { seq } };
  }

  /**
   * The decisions of people's seats that have one sensible answer (GameModule.autoAnswer: Fief's
   * turns where only "done" makes sense, issue 33), answered for them before anyone is told:
   * each stored as the seat's action, the update sent once with every event.
   */
  private async autoAnswers(events: SeqEvent[]): Promise<void> {
    const answer = this.module.autoAnswer;
    if (!answer) return;
    for (let guard = 0; guard < 100 && !this.module.engine.outcome(this.state); guard++) {
      let found: { seat: Seat; action: unknown } | null = null;
      for (const seat of this.waitingFor()) {
        const record = this.current.seats.find((r) => r.seat === seat);
        if (record?.kind !== "human" || this.botLevelFor(seat) !== null) continue;
        const picture = this.picture(seat);
        const action = answer({ view: picture.view, prompts: picture.prompts, legalActions: picture.legalActions }, seat);
        if (action !== undefined) {
          found = { seat, action };
          break;
        }
      }
      if (!found) return;
      const applied = tryAction(this.module, this.state, found.seat, found.action, (e) => this.options.log?.(`engine ${this.module.engine.id} threw on an automatic answer in game ${this.id}`, e));
      if (!applied.ok) return;
      const seq = this.seqValue + 1;
      try {
        await this.store.appendAction(this.id, { seq, seat: found.seat, action: applied.value.action, at: Date.now() });
      } catch (e) {
        // not stored, not applied: the seat is asked as usual
        this.options.log?.(`could not store automatic answer ${seq} of game ${this.id}`, e, { gameId: this.id, seq, seat: found.seat });
        return;
      }
      this.state = applied.value.state;
      this.seqValue = seq;
      for (const e of applied.value.events) events.push({ ...e, seq });
    }
  }

  private async finish(outcome: Outcome): Promise<void> {
    this.current = { ...this.current, status: "finished", outcome };
    this.statusChanged();
    try {
      await this.store.updateGame(this.id, { status: "finished", outcome });
    } catch (e) {
      // Not fatal: the outcome follows from the stored log and is recomputed on load.
      this.options.log?.(`could not mark game ${this.id} finished`, e, { gameId: this.id, seq: this.seqValue });
    }
  }

  private async snapshot(): Promise<void> {
    try {
      await this.store.saveSnapshot(this.id, { seq: this.seqValue, state: this.state, hash: stateHash(this.state) });
    } catch (e) {
      // A missing snapshot only makes the next load replay more actions.
      this.options.log?.(`could not snapshot game ${this.id}`, e, { gameId: this.id, seq: this.seqValue });
    }
  }

  private trimEvents(): void {
    const keep = this.options.eventMemory ?? 200;
    if (this.events.length > keep) this.events.splice(0, this.events.length - keep);
  }

  private broadcastUpdate(events: SeqEvent[], quiet = false): void {
    this.audience.sendUpdate(
      seatPictures(this.module, this.state, this.point()),
      events,
      (seat, e) => this.options.log?.(`could not send update ${this.seqValue} of game ${this.id} to ${seat ?? "a spectator"}`, e, { gameId: this.id, seq: this.seqValue, seat }),
      quiet,
    );
  }

  /**
   * Adds a client; the others hear of it (the newcomer learns the seats from its welcome).
   * `picture`: the one its welcome carries, which a client that applies patches holds from then on.
   */
  subscribe(sub: Subscriber, picture?: SeatPicture): () => void {
    this.lastTouched = Date.now();
    this.audience.add(sub, picture);
    this.broadcastSeats(sub);
    return () => {
      this.lastTouched = Date.now();
      if (this.audience.remove(sub)) this.broadcastSeats();
    };
  }

  /** Sends `sub` its whole picture again (it lost the one patches apply to): an update without events. */
  resync(sub: Subscriber): void {
    const picture = this.picture(sub.seat);
    const message: ServerMessage = { type: "update", ...picture, events: [] };
    const text = JSON.stringify(message);
    if (sub.sendText) sub.sendText(message, text);
    else sub.send(message);
    this.audience.rebase(sub, picture, text.length);
  }

  /** Pictures sent whole and as patches since the game was loaded, and their bytes (benchmarks, tests). */
  get updatesSent(): Readonly<Audience["sent"]> {
    return this.audience.sent;
  }

  private broadcastSeats(except?: Subscriber): void {
    this.audience.sendAll({ type: "seats", seats: this.publicSeats(), ...this.clockField() }, except);
  }

  publicSeats(): PublicSeat[] {
    return publicSeats(this.current.seats, this.audience.seatCounts());
  }

  summary(): GameSummary {
    return liveSummary(this.current, { seq: this.seqValue, outcome: this.outcomeValue }, this.publicSeats(), this.publicWaitingFor());
  }

  /** Marks a human seat as claimed the first time its token is used; the lobby then shows it taken. */
  claim(seat: Seat): Promise<void> {
    return this.enqueue(async () => {
      const claimed = claimSeat(this.current.seats, this.current.status, seat);
      if (!claimed) return;
      const { seats, status } = claimed;
      await this.store.updateGame(this.id, { seats, status });
      const changed = status !== this.current.status;
      this.current = { ...this.current, seats, status };
      if (changed) this.statusChanged();
      // The clocks start once every player has come to the table.
      if (status !== "open" && this.clock.settings) {
        await this.clock.retime();
        this.changed();
      }
    });
  }

  // ------------------------------------------------------------ clocks (table-clock.ts) and stand-in bots

  /** What the clock needs of this game; only ever called from inside its queue. */
  private clockHost(): ClockHost {
    return {
      gameId: this.id,
      seats: () => this.current.seats,
      running: () => this.current.status === "running" && !this.outcomeValue,
      // a seat asked only by a secret prompt (Fief's pass round, SF-22 D2 c) is not timed: its
      // deadline, or its bank's fall, would show the table that its standing answers did not pass
      // for it, i.e. something about its hand. A seat absent in a pass round is handed to a bot by vote.
      waitingFor: () => this.waitingFor().filter((seat) => !this.askedSecretly(seat)),
      round: () => (this.module.round ? this.module.round(this.state) : null),
      saveClock: (clock) => this.store.updateGame(this.id, { clock }),
      seatName: (seat) => this.seatName(seat),
      notice: (text) => this.notice(text),
      standIn: (seat, level) => this.setStandIn(seat, { level, reason: "timeout", since: Date.now() }),
      ...(this.options.log && { log: this.options.log }),
    };
  }

  /** After a load: the time the server was down (closed cleanly) does not count; clocks resume. */
  resumeClock(): Promise<void> {
    return this.enqueue(async () => {
      if (await this.clock.resume()) this.changed();
    });
  }

  /** Before a clean stop: stores the clock paused, so downtime does not count. */
  pauseClock(): Promise<void> {
    return this.enqueue(() => this.clock.pause());
  }

  /** The earliest clock deadline not yet acted on, or null. */
  nextDeadline(): { seat: Seat; at: number } | null {
    return this.clock.nextDeadline();
  }

  /** The bot level playing `seat` now, or null when a person does. */
  botLevelFor(seat: Seat, now = Date.now()): string | null {
    const s = this.current.seats.find((r) => r.seat === seat);
    if (!s) return null;
    if (s.kind === "bot") return s.level ?? "random";
    if (s.standIn) return s.standIn.level;
    return this.clock.decidingLevel(seat, now);
  }

  /**
   * `seat`'s time ran out (the keeper's call at its deadline): a bot plays this decision, or takes
   * the seat until its player comes back, as the creator chose. The table's chat records it.
   */
  timeOut(seat: Seat): Promise<void> {
    return this.enqueue(async () => {
      if (await this.clock.timeOut(seat)) this.changed();
    });
  }

  /** Hands a human seat to a bot until its player takes it back; false when it cannot be. */
  handOver(seat: Seat, level: string, reason: StandInReason): Promise<boolean> {
    return this.enqueue(async () => {
      const target = this.current.seats.find((s) => s.seat === seat);
      if (!target || target.kind !== "human" || target.standIn || this.outcomeValue) return false;
      await this.setStandIn(seat, { level, reason, since: Date.now() });
      this.changed();
      return true;
    });
  }

  /** The seat's player takes it back from the bot playing it; false when no bot did. */
  reclaim(seat: Seat): Promise<boolean> {
    return this.enqueue(async () => {
      if (!this.current.seats.find((s) => s.seat === seat)?.standIn) return false;
      this.clock.refill(seat);
      await this.setStandIn(seat, undefined);
      await this.notice(`${this.seatName(seat)} is back: its player plays the seat again.`);
      this.changed();
      return true;
    });
  }

  private async setStandIn(seat: Seat, standIn: SeatRecord["standIn"]): Promise<void> {
    const seats = withStandIn(this.current.seats, seat, standIn);
    await this.store.updateGame(this.id, { seats });
    this.current = { ...this.current, seats };
    await this.clock.retime();
    this.broadcastSeats();
  }

  // ------------------------------------------------------------ the table's votes (table-votes.ts)

  get proposals(): Proposal[] {
    return this.votes.open;
  }

  /** `by` proposes to the table to do `kind` to `seat`; it may pass at once (a table of two people). */
  propose(by: Seat, kind: ProposalKind, seat: Seat): Promise<Result<Proposal, SubmitError>> {
    return this.enqueue(() => this.votes.propose(by, kind, seat));
  }

  /** `seat` votes on proposal `id`; the proposal is decided as soon as a majority is certain. */
  vote(seat: Seat, id: number, accept: boolean): Promise<Result<Proposal, SubmitError>> {
    return this.enqueue(() => this.votes.vote(seat, id, accept));
  }

  /** What the votes may do to this game; only ever called from inside its queue. */
  private voteHost(): VoteHost {
    return {
      seats: () => this.current.seats,
      over: () => this.outcomeValue !== null,
      seatName: (seat) => this.seatName(seat),
      notice: (text) => this.notice(text),
      saveVotes: (votes) => this.store.updateGame(this.id, { proposals: votes }),
      handOver: async (seat) => {
        const level = this.options.standInLevel ?? "random";
        await this.setStandIn(seat, { level, reason: "vote", since: Date.now() });
        this.changed();
        return level;
      },
      broadcast: (message) => {
        this.audience.sendAll(message);
      },
      undoable: async (by) => {
        const move = await lastMove(this.store, this.module, this.current, by);
        return move.ok ? { ok: true, value: move.value.seq } : move;
      },
      takeBack: (by, seq) => this.takeBack(by, seq),
      leaveProblem: (seat) => {
        const engine = this.module.engine;
        if (!engine.leaveGame) return { message: "This game has no rule for a player leaving.", standIn: false };
        const tried = engine.leaveGame(this.state, seat);
        // TOO_FEW_PLAYERS: the game needs the seat played, so a stand-in bot takes it (AG-38, P-1).
        return tried.ok ? null : { message: tried.error.message, standIn: tried.error.code === TOO_FEW_PLAYERS };
      },
      leave: (seat) => this.leave(seat),
    };
  }

  /**
   * `seat`'s player leaves (the table agreed, or they asked): the engine's `leaveGame` applied and
   * logged as a leave marker, which every replay applies again. A bot decides for the seat while
   * the game still asks it anything (AGoT: until the house turns vassal at the end of the round).
   */
  private async leave(seat: Seat): Promise<string | null> {
    const engine = this.module.engine;
    if (!engine.leaveGame) return "this game has no rule for a player leaving.";
    const left = engine.leaveGame(this.state, seat);
    if (!left.ok) return left.error.message;
    return this.appendMarker(seat, leaveMarker(), left.value.state, left.value.events, async () => {
      const record = this.current.seats.find((s) => s.seat === seat);
      if (record && record.kind === "human" && !record.standIn) await this.setStandIn(seat, { level: this.options.standInLevel ?? "random", reason: "vote", since: Date.now() });
    });
  }

  /**
   * Appends an undo marker for move `seq` and goes back to the state before it, as a replay of
   * the log does. The clocks simply go on: the mover gets no time back for the move taken back.
   */
  private async takeBack(by: Seat, seq: number): Promise<string | null> {
    if (seq !== this.seqValue) return "the game moved on.";
    const move = await lastMove(this.store, this.module, this.current, by);
    if (!move.ok) return move.error;
    // A load must not start from a snapshot taken between the move and its marker.
    return this.appendMarker(by, undoMarker(seq), move.value.before, [undoEvent(by, seq)], () => this.snapshot());
  }

  /**
   * Appends a marker (a leave, an undo: no action of the engine's) to the log and moves the game
   * to `state`, as every replay of the log does; `then` runs before the clocks and the clients hear of it.
   */
  private async appendMarker(seat: Seat, marker: unknown, state: unknown, happened: GameEvent[], then: () => Promise<void>): Promise<null> {
    const seq = this.seqValue + 1;
    await this.store.appendAction(this.id, { seq, seat, action: marker, at: Date.now() });
    this.state = state;
    this.seqValue = seq;
    this.outcomeValue = this.module.engine.outcome(this.state);
    const events: SeqEvent[] = happened.map((e) => ({ ...e, seq }));
    this.rememberEvents(events);
    if (this.outcomeValue) await this.finish(this.outcomeValue);
    await then();
    await this.clock.retime();
    this.broadcastUpdate(events);
    this.changed();
    return null;
  }

  /** Where `seat`'s player wants to hear of their turn; `null` removes a way, undefined keeps it. */
  setNotify(seat: Seat, change: NotifyChange): Promise<SeatRecord["notify"]> {
    return this.enqueue(async () => {
      const { seats, notify } = withNotify(this.current.seats, seat, change);
      await this.store.updateGame(this.id, { seats });
      this.current = { ...this.current, seats };
      return notify;
    });
  }

  /** The seat's name for the table: its player's name, else the seat. */
  seatName(seat: Seat): string {
    return this.current.seats.find((s) => s.seat === seat)?.name ?? seat;
  }

  /** Tells the listeners (bots, clock keeper) that who plays or whose clock runs may have changed. */
  private changed(): void {
    for (const listener of this.appliedListeners) listener(this);
  }

  /** Gives a human seat a new token (its hash): the old one stops working and its connections end. */
  reissue(seat: Seat, tokenHash: string): Promise<void> {
    return this.enqueue(async () => {
      const seats = this.current.seats.map((s) => (s.seat === seat ? { ...s, tokenHash } : s));
      await this.store.updateGame(this.id, { seats });
      this.current = { ...this.current, seats };
      this.audience.revoke(seat);
    });
  }

  /** Stores a chat line and sends it to the clients that may read it (`chatVisibleTo`), and only them. */
  async chat(line: Omit<NewChat, "at">): Promise<ChatEntry> {
    const entry = await this.store.appendChat(this.id, { ...line, at: Date.now() });
    this.audience.sendChat(entry);
    return entry;
  }

  /** A notice of the server on the table's chat: the game's record of a hand-over, a vote, a clock. */
  notice(text: string): Promise<ChatEntry> {
    return this.chat({ seat: null, name: "Kingsroad", text, channel: "table", notice: true });
  }
}
