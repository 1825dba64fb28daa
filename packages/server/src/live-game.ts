/**
 * One game in memory: its current state, the clients watching it, and the one door through which
 * actions change it. Actions run one at a time per game (a promise queue), and each is stored
 * before the state moves on, so what a client was told happened is exactly what a restart replays.
 *
 * Everything that leaves a LiveGame for a seat is built by `picture(seat)` and `eventsFor`, so
 * hidden information cannot slip out through a second path.
 */
import { describeInvalid, eventsFor, leaveMarker, stateHash, undoEvent, undoMarker, type Outcome, type Prompt, type Result, type Seat } from "@kingsroad/core";
import type { AnyGameModule } from "./registry.ts";
import { withSeed } from "./seed.ts";
import { clockPicture, deadlineOf, nextDeadline, pause, refill, resume as resumeClock, tick, type ClockState } from "./clock.ts";
import { NO_PROPOSALS } from "./proposals.ts";
import { TableVotes, type VoteHost } from "./table-votes.ts";
import { lastMove } from "./take-back.ts";
import type { GameRecord, GameStore, NewChat, SeatRecord } from "./store/types.ts";
import { chatVisibleTo, type ChatEntry, type Proposal, type ProposalKind, type StandInReason, type GameSummary, type PublicSeat, type SeatPicture, type SeqEvent, type ServerMessage } from "./protocol.ts";

/** A connected client: a seat, or a spectator (null). */
export interface Subscriber {
  readonly seat: Seat | null;
  send(message: ServerMessage): void;
  /** The seat's link was replaced: its token no longer holds, so the connection must end. */
  revoke?(): void;
}

export interface SubmitError {
  code: string;
  message: string;
}

export interface SubmitOptions {
  /** A bot acts (for a bot seat, a stand-in, a late seat): a person's action drops the votes about its seat. */
  byBot?: boolean;
  expectedSeq?: number;
  /** Checked in turn, just before the action is validated: an error refuses it (a bot whose seat was taken back). */
  guard?: () => SubmitError | null;
  /** Called once the action is stored, before anyone is told of it: the place to acknowledge. */
  onStored?: (seq: number) => void;
}

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
  private readonly subscribers = new Set<Subscriber>();
  private readonly appliedListeners: Array<(game: LiveGame) => void> = [];
  private readonly statusListeners: Array<(game: LiveGame) => void> = [];
  private tail: Promise<unknown> = Promise.resolve();
  /** The turn clock (clock.ts), or null. */
  private clock: ClockState | null;
  /** The table's open votes. */
  private readonly votes: TableVotes;
  /** Deadlines already acted on, per seat: the keeper does not fire twice for one. */
  private readonly handledDeadlines = new Map<Seat, number>();
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
    this.clock = record.clock ?? null;
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
    return this.subscribers.size === 0 && this.pending === 0;
  }

  /** Waits until every queued task has run. */
  async idle(): Promise<void> {
    await this.tail;
  }

  waitingFor(): Seat[] {
    if (this.outcomeValue) return [];
    return [...new Set(this.module.engine.pendingSeats(this.state).map((p) => p.seat))];
  }

  /** What `seat` (null: a spectator) may know now. */
  picture(seat: Seat | null): SeatPicture {
    const engine = this.module.engine;
    const pending: Prompt[] = this.outcomeValue ? [] : engine.pendingSeats(this.state);
    const prompts = seat === null ? [] : pending.filter((p) => p.seat === seat);
    // An unprompted seat's legal list holds only what it may do unasked (free actions): sent apart,
    // so a client (or the bot runner) never mistakes it for being asked to decide.
    const free = seat !== null && prompts.length === 0 && !this.outcomeValue ? engine.legalActions(this.state, seat) : [];
    return {
      seq: this.seqValue,
      view: engine.view(this.state, seat),
      prompts,
      legalActions: prompts.length > 0 ? engine.legalActions(this.state, seat as Seat) : [],
      ...(seat !== null && { freeActions: free }),
      waitingFor: [...new Set(pending.map((p) => p.seat))],
      outcome: this.outcomeValue,
      ...(this.clock && { clock: clockPicture(this.clock, Date.now()) }),
    };
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
    const parsed = engine.actionSchema.safeParse(input);
    if (!parsed.success) return fail("invalid_action", `Not an action of this game: ${describeInvalid(parsed.error, "the action")}.`);
    let applied;
    try {
      applied = engine.applyAction(this.state, seat, parsed.data);
    } catch (e) {
      // Engines must not throw for bad input; if one does, the state is still untouched.
      this.options.log?.(`engine ${engine.id} threw on an action in game ${this.id}`, e, { gameId: this.id, seq: this.seqValue + 1, seat });
      return fail("internal", "The engine failed on this action; nothing changed.");
    }
    if (!applied.ok) return fail(applied.error.code, applied.error.message);

    const seq = this.seqValue + 1;
    try {
      await this.store.appendAction(this.id, { seq, seat, action: parsed.data, at: Date.now() });
    } catch (e) {
      this.options.log?.(`could not store action ${seq} of game ${this.id}`, e, { gameId: this.id, seq, seat });
      return fail("internal", "The action could not be stored; nothing changed.");
    }
    options.onStored?.(seq);

    this.state = applied.value.state;
    this.seqValue = seq;
    // The action is stored and applied now; nothing below may turn it into a failure.
    try {
      this.rememberEvents(applied.value.events.map((e) => ({ ...e, seq })));
      this.outcomeValue = engine.outcome(this.state);
      if (this.outcomeValue) await this.finish(this.outcomeValue);
      await this.retime(seat);
      if (!options.byBot) await this.votes.dropAbout(seat);
      await this.votes.dropUndo();
      if (seq % this.options.snapshotEvery === 0) await this.snapshot();
      this.broadcastUpdate(applied.value.events.map((e) => ({ ...e, seq })));
      this.changed();
    } catch (e) {
      this.options.log?.(`after action ${seq} of game ${this.id}`, e, { gameId: this.id, seq, seat });
    }
    return { ok: true, value: { seq } };
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

  private broadcastUpdate(events: SeqEvent[]): void {
    // One picture per seat, however many connections it has.
    const pictures = new Map<Seat | null, SeatPicture>();
    for (const sub of this.subscribers) {
      try {
        let picture = pictures.get(sub.seat);
        if (!picture) {
          picture = this.picture(sub.seat);
          pictures.set(sub.seat, picture);
        }
        sub.send({ type: "update", ...picture, events: eventsFor(events, sub.seat) as SeqEvent[] });
      } catch (e) {
        // One seat's failing view (an engine bug) must not keep the others from their update.
        this.options.log?.(`could not send update ${this.seqValue} of game ${this.id} to ${sub.seat ?? "a spectator"}`, e, { gameId: this.id, seq: this.seqValue, seat: sub.seat });
      }
    }
  }

  /** Adds a client; the others hear of it (the newcomer learns the seats from its welcome). */
  subscribe(sub: Subscriber): () => void {
    this.lastTouched = Date.now();
    this.subscribers.add(sub);
    this.broadcastSeats(sub);
    return () => {
      this.lastTouched = Date.now();
      if (this.subscribers.delete(sub)) this.broadcastSeats();
    };
  }

  private broadcastSeats(except?: Subscriber): void {
    const message: ServerMessage = {
      type: "seats",
      seats: this.publicSeats(),
      ...(this.clock && { clock: clockPicture(this.clock, Date.now()) }),
    };
    for (const sub of this.subscribers) if (sub !== except) sub.send(message);
  }

  publicSeats(): PublicSeat[] {
    const counts = new Map<Seat, number>();
    for (const sub of this.subscribers) if (sub.seat !== null) counts.set(sub.seat, (counts.get(sub.seat) ?? 0) + 1);
    return this.current.seats.map((s) => ({
      seat: s.seat,
      kind: s.kind,
      ...(s.level !== undefined && { level: s.level }),
      ...(s.name !== undefined && { name: s.name }),
      claimed: s.kind === "bot" || s.claimed,
      connected: counts.get(s.seat) ?? 0,
      ...(s.standIn && { standIn: { level: s.standIn.level, reason: s.standIn.reason } }),
    }));
  }

  summary(): GameSummary {
    return {
      id: this.id,
      engine: this.current.engine,
      title: this.current.title,
      status: this.current.status,
      createdAt: this.current.createdAt,
      seq: this.seqValue,
      seats: this.publicSeats(),
      outcome: this.outcomeValue,
      waitingFor: this.waitingFor(),
      ...(this.current.rulesVersion != null && { rulesVersion: this.current.rulesVersion }),
      ...withSeed(this.current),
    };
  }

  /** Marks a human seat as claimed the first time its token is used; the lobby then shows it taken. */
  claim(seat: Seat): Promise<void> {
    return this.enqueue(async () => {
      const target = this.current.seats.find((s) => s.seat === seat);
      if (!target || target.claimed) return;
      const seats = this.current.seats.map((s) => (s.seat === seat ? { ...s, claimed: true } : s));
      const allClaimed = seats.every((s) => s.kind === "bot" || s.claimed);
      const status = this.current.status === "open" && allClaimed ? "running" : this.current.status;
      await this.store.updateGame(this.id, { seats, status });
      const changed = status !== this.current.status;
      this.current = { ...this.current, seats, status };
      if (changed) this.statusChanged();
      // The clocks start once every player has come to the table.
      if (status !== "open" && this.clock) {
        await this.retime();
        this.changed();
      }
    });
  }

  // ------------------------------------------------------------ clocks and stand-in bots

  /** Seats a person plays that the game waits for: the seats whose clocks run. */
  private timedSeats(): Seat[] {
    if (this.current.status !== "running" || this.outcomeValue) return [];
    const humans = new Set(this.current.seats.filter((s) => s.kind === "human" && !s.standIn).map((s) => s.seat));
    return this.waitingFor().filter((seat) => humans.has(seat));
  }

  /** Moves the clock on to the game as it is now (after `actor`'s action, if any) and stores it. */
  private async retime(actor?: Seat): Promise<void> {
    if (!this.clock) return;
    const round = this.module.round ? this.module.round(this.state) : null;
    this.clock = tick(this.clock, { timed: this.timedSeats(), ...(actor !== undefined && { actor }), round, now: Date.now() });
    try {
      await this.store.updateGame(this.id, { clock: this.clock });
    } catch (e) {
      // Not fatal: the clock goes on in memory; a restart would count from the last stored one.
      this.options.log?.(`could not store the clock of game ${this.id}`, e, { gameId: this.id, seq: this.seqValue });
    }
  }

  /** After a load: the time the server was down (closed cleanly) does not count; clocks resume. */
  resumeClock(): Promise<void> {
    return this.enqueue(async () => {
      if (!this.clock) return;
      this.clock = resumeClock(this.clock, Date.now());
      await this.retime();
      this.changed();
    });
  }

  /** Before a clean stop: stores the clock paused, so downtime does not count. */
  pauseClock(): Promise<void> {
    return this.enqueue(async () => {
      if (!this.clock) return;
      this.clock = pause(this.clock, Date.now());
      await this.store.updateGame(this.id, { clock: this.clock });
    });
  }

  /** The earliest clock deadline not yet acted on, or null. */
  nextDeadline(): { seat: Seat; at: number } | null {
    return this.clock ? nextDeadline(this.clock, (seat, at) => this.handledDeadlines.get(seat) === at) : null;
  }

  /** The bot level playing `seat` now, or null when a person does. */
  botLevelFor(seat: Seat, now = Date.now()): string | null {
    const s = this.current.seats.find((r) => r.seat === seat);
    if (!s) return null;
    if (s.kind === "bot") return s.level ?? "random";
    if (s.standIn) return s.standIn.level;
    if (this.clock?.settings.onTimeout === "bot-decides") {
      const at = deadlineOf(this.clock, seat);
      if (at !== null && at <= now) return this.clock.settings.botLevel;
    }
    return null;
  }

  /**
   * `seat`'s time ran out (the keeper's call at its deadline): a bot plays this decision, or takes
   * the seat until its player comes back, as the creator chose. The table's chat records it.
   */
  timeOut(seat: Seat): Promise<void> {
    return this.enqueue(async () => {
      const clock = this.clock;
      const at = clock ? deadlineOf(clock, seat) : null;
      if (!clock || at === null || at > Date.now() || this.handledDeadlines.get(seat) === at) return;
      this.handledDeadlines.set(seat, at);
      const name = this.seatName(seat);
      const level = clock.settings.botLevel;
      if (clock.settings.onTimeout === "bot-takes-seat") {
        await this.setStandIn(seat, { level, reason: "timeout", since: Date.now() });
        await this.notice(`${name}'s time ran out: a bot (${level}) plays ${name} until its player takes the seat back.`);
      } else if (at > (clock.running[seat] ?? at)) {
        // A bank already empty when the decision began has no time to lose: no notice each decision.
        await this.notice(`${name}'s time ran out: a bot (${level}) makes this decision for ${name}.`);
      }
      this.changed();
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
      if (this.clock) this.clock = refill(this.clock, seat);
      await this.setStandIn(seat, undefined);
      await this.notice(`${this.seatName(seat)} is back: its player plays the seat again.`);
      this.changed();
      return true;
    });
  }

  private async setStandIn(seat: Seat, standIn: SeatRecord["standIn"]): Promise<void> {
    const seats = this.current.seats.map((s) => {
      if (s.seat !== seat) return s;
      const { standIn: _old, ...rest } = s;
      return standIn ? { ...rest, standIn } : rest;
    });
    await this.store.updateGame(this.id, { seats });
    this.current = { ...this.current, seats };
    await this.retime();
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
        for (const sub of this.subscribers) sub.send(message);
      },
      undoable: async (by) => {
        const move = await lastMove(this.store, this.module, this.current, by);
        return move.ok ? { ok: true, value: move.value.seq } : move;
      },
      takeBack: (by, seq) => this.takeBack(by, seq),
      leaveProblem: (seat) => {
        const engine = this.module.engine;
        if (!engine.leaveGame) return "This game has no rule for a player leaving.";
        const tried = engine.leaveGame(this.state, seat);
        return tried.ok ? null : tried.error.message;
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
    const seq = this.seqValue + 1;
    await this.store.appendAction(this.id, { seq, seat, action: leaveMarker(), at: Date.now() });
    this.state = left.value.state;
    this.seqValue = seq;
    this.outcomeValue = engine.outcome(this.state);
    const events: SeqEvent[] = left.value.events.map((e) => ({ ...e, seq }));
    this.rememberEvents(events);
    if (this.outcomeValue) await this.finish(this.outcomeValue);
    const record = this.current.seats.find((s) => s.seat === seat);
    if (record && record.kind === "human" && !record.standIn) await this.setStandIn(seat, { level: this.options.standInLevel ?? "random", reason: "vote", since: Date.now() });
    await this.retime();
    this.broadcastUpdate(events);
    this.changed();
    return null;
  }

  /**
   * Appends an undo marker for move `seq` and goes back to the state before it, as a replay of
   * the log does. The clocks simply go on: the mover gets no time back for the move taken back.
   */
  private async takeBack(by: Seat, seq: number): Promise<string | null> {
    if (seq !== this.seqValue) return "the game moved on.";
    const move = await lastMove(this.store, this.module, this.current, by);
    if (!move.ok) return move.error;
    const at = seq + 1;
    await this.store.appendAction(this.id, { seq: at, seat: by, action: undoMarker(seq), at: Date.now() });
    this.state = move.value.before;
    this.seqValue = at;
    this.outcomeValue = this.module.engine.outcome(this.state);
    const events: SeqEvent[] = [{ ...undoEvent(by, seq), seq: at }];
    this.rememberEvents(events);
    // A load must not start from a snapshot taken between the move and its marker.
    await this.snapshot();
    await this.retime();
    this.broadcastUpdate(events);
    this.changed();
    return null;
  }

  /** Where `seat`'s player wants to hear of their turn; `null` removes a way, undefined keeps it. */
  setNotify(seat: Seat, change: { webhook?: string | null; email?: string | null }): Promise<SeatRecord["notify"]> {
    return this.enqueue(async () => {
      const old = this.current.seats.find((s) => s.seat === seat)?.notify ?? {};
      const next = { ...old };
      for (const key of ["webhook", "email"] as const) {
        const value = change[key];
        if (value === null) delete next[key];
        else if (value !== undefined) next[key] = value;
      }
      const seats = this.current.seats.map((s) => {
        if (s.seat !== seat) return s;
        const { notify: _old, ...rest } = s;
        return Object.keys(next).length > 0 ? { ...rest, notify: next } : rest;
      });
      await this.store.updateGame(this.id, { seats });
      this.current = { ...this.current, seats };
      return next;
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
      for (const sub of [...this.subscribers]) if (sub.seat === seat) sub.revoke?.();
    });
  }

  /** Stores a chat line and sends it to the clients that may read it (`chatVisibleTo`), and only them. */
  async chat(line: Omit<NewChat, "at">): Promise<ChatEntry> {
    const entry = await this.store.appendChat(this.id, { ...line, at: Date.now() });
    for (const sub of this.subscribers) if (chatVisibleTo(entry, sub.seat)) sub.send({ type: "chat", entry });
    return entry;
  }

  /** A notice of the server on the table's chat: the game's record of a hand-over, a vote, a clock. */
  notice(text: string): Promise<ChatEntry> {
    return this.chat({ seat: null, name: "Kingsroad", text, channel: "table", notice: true });
  }
}
