/**
 * All games of a server: creating them, loading (and so resuming) them from the store, the lobby,
 * and telling which seat a token belongs to. Transport-free: HTTP and WebSocket handlers call it.
 *
 * Resuming: a game is its setup + the newest snapshot + the actions after it. Replaying them
 * through the engine rebuilds the state exactly (engines are deterministic), which `resumeAll`
 * does for every unfinished game at start so bot seats carry on by themselves.
 *
 * Damage: a game whose stored row cannot be read, whose engine is not hosted, or whose log no
 * longer replays is marked damaged (in memory, logged once): the lobby and its summary say so in a
 * plain sentence, joining it is refused with that sentence, and it is never replayed again by this
 * process. Every other game is served as usual.
 */
import type { Result, RuleError, Seat } from "@kingsroad/core";
import { BotRegistry, DEFAULT_BOT_LEVEL } from "./bots.ts";
import { BotRunner } from "./bot-runner.ts";
import { History, type HistoryOptions } from "./history.ts";
import { damageSentence, replayStored, summaryOf } from "./game-loading.ts";
import { dealSeats, newGameStart } from "./new-game.ts";
import { DEFAULT_GAME_LIMITS, GameCaps, type GameLimits } from "./game-limits.ts";
import { clockSettings, newClock } from "./clock.ts";
import { ClockKeeper } from "./clock-keeper.ts";
import { Mailer } from "./notify/mail.ts";
import { Notifier } from "./notify/notifier.ts";
import { DEFAULT_PUSH_SUBJECT, PushSender, type PushOptions } from "./notify/push.ts";
import { PushSubscriptions } from "./notify/push-subscriptions.ts";
import { DEFAULT_WEBHOOK_OPTIONS, webhookProblem, WebhookSender, type WebhookDelivery, type WebhookOptions } from "./notify/webhook.ts";
import { LiveGame } from "./live-game.ts";
import type { CreateGameRequest, CreateGameResponse, CreatedSeat, GameStatus, GameSummary, NotifySettings, ReissuedSeat, SeqEvent } from "./protocol.ts";
import type { AnyGameModule, GameRegistry } from "./registry.ts";
import type { GameListItem, GameRecord, GameStore, SeatRecord } from "./store/types.ts";
import { replayFile } from "./seed.ts";
import { WrittenElsewhere, type Ownership } from "./ownership.ts";
import type { HubObservers } from "./observers.ts";
import { hashToken, newGameId, newToken, tokenMatches } from "./tokens.ts";

export interface HubOptions {
  games: GameRegistry;
  store: GameStore;
  bots?: BotRegistry;
  /** Save a snapshot every this many actions (default 50). */
  snapshotEvery?: number;
  botDelayMs?: number;
  /** A bot's answer to a secret prompt at a table with people waits a random time in this range (bot-runner.ts `secretDelayMs`); unset: at once. */
  secretAnswerDelayMs?: readonly [number, number];
  /** Unload games nobody has touched for this long (default 10 minutes); they reload on demand. */
  idleUnloadMs?: number;
  /** Caps on waiting and bot-only games, their expiry and pace (game-limits.ts); defaults for the rest. */
  limits?: Partial<GameLimits>;
  /** The clock of creation times and expiry (ms since epoch); tests move it instead of waiting a day. */
  now?: () => number;
  /** How `history` requests are served (history.ts); defaults for the rest. */
  history?: Partial<HistoryOptions>;
  /** Telling players of their turn (issue 17): e-mail through `smtpUrl` (off without it), webhook delivery. */
  notify?: NotifyOptions;
  log?: import("./log.ts").LogFn;
  /** With several processes (cluster/): a game is loaded or created only by the process that gets its lease. */
  ownership?: Ownership;
  /** Bot decisions, notices, history rebuilds as they happen (metrics.ts). */
  observers?: HubObservers;
}

export interface NotifyOptions {
  /** smtp:// or smtps:// URL (SMTP_URL); no e-mail without it. */
  smtpUrl?: string | null;
  /** The sender of notices by e-mail (SMTP_FROM). */
  smtpFrom?: string;
  webhook?: Partial<WebhookOptions>;
  /** The least time between two tests of one seat's webhook (default 10 s). */
  testIntervalMs?: number;
  /** Web Push (notify/push.ts): the VAPID subject (PUSH_SUBJECT), and for tests the HTTPS agent; private addresses as webhooks'. */
  push?: Partial<Pick<PushOptions, "subject" | "agent" | "timeoutMs">>;
}

const fail = (code: string, message: string): { ok: false; error: RuleError } => ({ ok: false, error: { code, message } });

export class GameHub {
  readonly games: GameRegistry;
  readonly bots: BotRegistry;
  private readonly store: GameStore;
  private readonly live = new Map<string, LiveGame>();
  private readonly loading = new Map<string, Promise<LiveGame | null>>();
  /** Earlier positions for `history` requests (history.ts). */
  readonly history: History;
  /** Damaged games: their summary (with the sentence) as last read. */
  private readonly damagedGames = new Map<string, GameSummary>();
  /**
   * Whom each game unloaded by this process was waiting for when it was unloaded (it cannot move
   * until loaded again, here): a stored summary then still says whose turn it is ("my games").
   */
  private readonly unloadedWaiting = new Map<string, Seat[]>();
  private readonly runner: BotRunner;
  readonly limits: GameLimits;
  private readonly caps: GameCaps;
  /** Waiting games past their expiry that someone joined: they stay, and are not looked at again. */
  private readonly joinedLate = new Set<string>();
  private readonly now: () => number;
  private readonly keeper: ClockKeeper;
  private readonly notifier: Notifier;
  readonly push: PushSender;
  /** The seats' push subscriptions, kept and forgotten by the HTTP routes. */
  readonly pushSubscriptions: PushSubscriptions;
  private readonly webhookOptions: WebhookOptions;
  private readonly snapshotEvery: number;
  private readonly idleUnloadMs: number;
  private readonly sweeper: NodeJS.Timeout;
  private readonly log: NonNullable<HubOptions["log"]>;
  private readonly ownership: Ownership | null;

  constructor(options: HubOptions) {
    this.games = options.games;
    this.store = options.store;
    this.bots = options.bots ?? new BotRegistry();
    this.snapshotEvery = Math.max(1, options.snapshotEvery ?? 50);
    this.log = options.log ?? (() => {});
    this.ownership = options.ownership ?? null;
    const observers = options.observers ?? {};
    this.history = new History(this.store, options.history, () => observers.historyRebuilt?.());
    this.limits = { ...DEFAULT_GAME_LIMITS, ...options.limits };
    this.caps = new GameCaps(this.limits);
    this.now = options.now ?? Date.now;
    this.runner = new BotRunner(this.bots, {
      delayMs: options.botDelayMs ?? 0,
      botGamePaceMs: this.limits.botGamePaceMs,
      ...(options.secretAnswerDelayMs && { secretDelayMs: options.secretAnswerDelayMs }),
      log: this.log,
      decided: (engine, seconds) => observers.botDecided?.(engine, seconds),
    });
    this.keeper = new ClockKeeper(this.log);
    const webhook: WebhookOptions = {
      ...DEFAULT_WEBHOOK_OPTIONS,
      log: this.log,
      settled: (result) => observers.notified?.("webhook", result),
      ...options.notify?.webhook,
    };
    this.webhookOptions = webhook;
    const smtpUrl = options.notify?.smtpUrl;
    const mailer = smtpUrl ? new Mailer({ url: smtpUrl, log: this.log, settled: (result) => observers.notified?.("email", result), ...(options.notify?.smtpFrom && { from: options.notify.smtpFrom }) }) : null;
    this.push = new PushSender(this.store, {
      subject: DEFAULT_PUSH_SUBJECT,
      allowPrivate: webhook.allowPrivate,
      ...(webhook.resolve && { resolve: webhook.resolve }),
      log: this.log,
      settled: (result) => observers.notified?.("push", result),
      ...options.notify?.push,
    });
    this.pushSubscriptions = new PushSubscriptions(this.store, this.push, this.now);
    this.notifier = new Notifier(new WebhookSender(webhook), mailer, { ...(options.notify?.testIntervalMs !== undefined && { testIntervalMs: options.notify.testIntervalMs }) }, this.push);
    this.idleUnloadMs = options.idleUnloadMs ?? 10 * 60_000;
    this.sweeper = setInterval(() => {
      this.unloadIdle();
      this.expireWaiting().catch((e: unknown) => this.log("could not expire waiting games", e));
    }, Math.min(60_000, this.idleUnloadMs));
    this.sweeper.unref();
  }

  /**
   * Removes the games still waiting for players that nobody joined (no human seat ever used)
   * `waitingExpiryMs` after they were created: their record, moves, snapshot and chat. A waiting
   * game someone joined stays. Returns the ids removed. Run by the sweeper every minute.
   */
  async expireWaiting(now = this.now()): Promise<string[]> {
    const removed: string[] = [];
    for (const id of this.caps.createdBefore(now - this.limits.waitingExpiryMs)) {
      if (this.joinedLate.has(id)) continue;
      const live = this.live.get(id);
      // With several processes, a game another one writes is that one's to expire.
      if (!live && !(await this.acquired(id))) {
        this.caps.untrack(id, "waiting");
        continue;
      }
      const record = live ? live.record : (await this.store.loadGame(id))?.record;
      if (!record || record.damaged || record.status !== "open") {
        if (!live) this.ownership?.release(id);
        this.caps.untrack(id, "waiting");
        continue;
      }
      if (record.seats.some((s) => s.kind === "human" && s.claimed)) {
        if (!live) this.ownership?.release(id);
        this.joinedLate.add(id);
        continue;
      }
      // Bots of a waiting game may still be finishing a move: let it be stored first.
      await live?.idle();
      this.live.delete(id);
      this.unloadedWaiting.delete(id);
      this.keeper.forget(id);
      this.notifier.remove(id);
      this.history.forget(id);
      await this.store.deleteGame(id);
      this.caps.untrack(id);
      this.ownership?.release(id);
      removed.push(id);
    }
    return removed;
  }

  /**
   * Drops games from memory that nobody watches, that have nothing queued, that no bot is about to
   * play, and that nobody touched for `idleUnloadMs`; the store has all of them. Returns how many.
   */
  unloadIdle(now = Date.now()): number {
    let count = 0;
    for (const [id, game] of this.live) {
      if (!game.unused || now - game.lastTouched < this.idleUnloadMs) continue;
      // A bot about to play, or a clock that will run out, needs the game in memory.
      const botTurn = game.waitingFor().some((seat) => game.botLevelFor(seat) !== null);
      if (botTurn || this.keeper.ticking(id)) continue;
      this.notifier.forget(id);
      if (game.record.status !== "finished") this.unloadedWaiting.set(id, game.waitingFor());
      this.live.delete(id);
      this.ownership?.release(id);
      count++;
    }
    return count;
  }

  /** Games held in memory now. */
  get loadedCount(): number {
    return this.live.size;
  }

  /**
   * Creates a game for the client at `address` (its IP; per-address caps), unless that address or
   * the server already has as many waiting (or bot-only) games as `limits` allows.
   */
  async create(request: CreateGameRequest, address = "in-process"): Promise<Result<CreateGameResponse, RuleError>> {
    const module = this.games.get(request.engine);
    if (!module) return fail("unknown_engine", `No game "${request.engine}"; this server has ${this.games.ids().join(", ")}.`);
    for (const p of request.players) {
      if (p.kind === "human" && p.level !== undefined) return fail("bad_request", "Only bots have a level.");
      const level = p.level ?? DEFAULT_BOT_LEVEL;
      if (p.kind === "bot" && !this.bots.resolve(module.engine.id, level)) {
        return fail("unknown_bot_level", `No bot level "${level}"; try ${this.bots.levels(module.engine.id).join(", ")}.`);
      }
    }
    const clockLevel = request.clock?.kind === "none" ? undefined : request.clock?.botLevel;
    if (clockLevel !== undefined && !this.bots.resolve(module.engine.id, clockLevel)) {
      return fail("unknown_bot_level", `No bot level "${clockLevel}"; try ${this.bots.levels(module.engine.id).join(", ")}.`);
    }
    const requestedSeats = request.players.flatMap((p) => (p.seat === undefined ? [] : [p.seat]));
    if (new Set(requestedSeats).size !== requestedSeats.length) return fail("bad_request", "Two players asked for the same seat.");
    const allBots = request.players.every((p) => p.kind === "bot");
    const refused = this.caps.refuse(allBots ? "bots" : "waiting", address);
    if (refused) return { ok: false, error: refused };

    const made = newGameStart(module, request, requestedSeats, this.log);
    if (!made.ok) return made;
    let { state, setup } = made.value;
    const dealt = dealSeats(module.seats(state), request);
    if (!dealt.ok) return dealt;
    if (module.withPeople && setup.kind === "config") {
      // the seats are dealt from the first state; the config then learns which seats people play
      const people = dealt.value.filter(({ player }) => player.kind === "human").map(({ seat }) => seat);
      const config = module.withPeople(setup.config, people);
      setup = { ...setup, config };
      state = module.engine.createGame(config);
    }

    const gameId = newGameId();
    await this.ownership?.acquire(gameId);
    const creatorToken = newToken();
    const tokens = new Map<Seat, string>();
    const seats: SeatRecord[] = dealt.value.map(({ seat, player }) => {
      const record: SeatRecord = { seat, kind: player.kind, claimed: false };
      if (player.name !== undefined) record.name = player.name;
      if (player.kind === "bot") record.level = player.level ?? DEFAULT_BOT_LEVEL;
      else {
        const token = newToken();
        tokens.set(seat, token);
        record.tokenHash = hashToken(token);
      }
      return record;
    });
    const record: GameRecord = {
      id: gameId,
      engine: module.engine.id,
      title: request.title ?? `${module.engine.id} game`,
      createdAt: this.now(),
      setup,
      seats,
      status: allBots ? "running" : "open",
      outcome: null,
      rulesVersion: module.rulesVersion,
      creatorHash: hashToken(creatorToken),
    };
    if (request.clock && request.clock.kind !== "none") {
      const settings = clockSettings(request.clock, clockLevel ?? this.bots.standInLevel(module.engine.id));
      const humans = seats.filter((s) => s.kind === "human").map((s) => s.seat);
      record.clock = newClock(settings, humans, module.round ? module.round(state) : null);
    }
    try {
      await this.store.createGame(record);
    } catch (e) {
      this.ownership?.release(gameId);
      throw e;
    }
    this.caps.track(gameId, allBots ? "bots" : "waiting", address, record.createdAt);
    const game = this.adopt(new LiveGame(this.store, module, record, state, 0, this.liveOptions(record)));
    this.runner.poke(game);

    const created: CreatedSeat[] = seats.map((s) => {
      const token = tokens.get(s.seat);
      return {
        seat: s.seat,
        kind: s.kind,
        ...(s.level !== undefined && { level: s.level }),
        ...(s.name !== undefined && { name: s.name }),
        ...(token !== undefined && { token, link: `/game/${gameId}#token=${token}` }),
      };
    });
    return { ok: true, value: { gameId, engine: module.engine.id, creatorToken, seats: created, spectatorLink: `/game/${gameId}` } };
  }

  /** A seat the table votes to hand over is played by the clock's bot, else the engine's best. */
  private liveOptions(record: GameRecord) {
    const standInLevel = record.clock?.settings.botLevel ?? this.bots.standInLevel(record.engine);
    return { snapshotEvery: this.snapshotEvery, standInLevel, log: this.log };
  }

  private adopt(game: LiveGame): LiveGame {
    this.live.set(game.id, game);
    this.unloadedWaiting.delete(game.id);
    game.onApplied((g) => {
      this.runner.poke(g);
      this.keeper.watch(g);
      this.notifier.observe(g);
    });
    this.notifier.observe(game);
    const { status, createdAt } = game.record;
    if (status === "open") this.caps.track(game.id, "waiting", null, createdAt);
    else if (status === "running" && game.seats.every((s) => s.kind === "bot")) this.caps.track(game.id, "bots", null, createdAt);
    // A game that starts (every player came) or ends no longer counts against its cap.
    game.onStatus((g) => {
      if (g.record.status !== "open") this.caps.untrack(g.id, "waiting");
      if (g.record.status === "finished") this.caps.untrack(g.id, "bots");
    });
    return game;
  }

  /** The game, loaded from the store when not in memory yet; null when there is no such game. */
  get(gameId: string): Promise<LiveGame | null> {
    const live = this.live.get(gameId);
    if (live) {
      live.lastTouched = Date.now();
      return Promise.resolve(live);
    }
    let pending = this.loading.get(gameId);
    if (!pending) {
      // Two clients joining a cold game at once must share one load, or they'd get two LiveGames.
      pending = this.load(gameId).finally(() => this.loading.delete(gameId));
      this.loading.set(gameId, pending);
    }
    return pending;
  }

  /** Why this game is damaged (a plain sentence), or undefined when it is not (or not known to be). */
  damage(gameId: string): string | undefined {
    return this.damagedGames.get(gameId)?.damaged;
  }

  /** Marks a game damaged: logged the first time only, and never loaded again by this process. */
  private markDamaged(record: GameRecord, seq: number, what: string, error?: unknown): void {
    if (!this.damagedGames.has(record.id)) this.log(`game ${record.id} is damaged: ${what}`, error, { gameId: record.id });
    this.damagedGames.set(record.id, { ...summaryOf(record, seq), damaged: damageSentence(what) });
  }

  /** Whether this process may write `gameId` (always, with one process); takes its lease if free. */
  private async acquired(gameId: string): Promise<boolean> {
    try {
      await this.ownership?.acquire(gameId);
      return true;
    } catch (e) {
      if (e instanceof WrittenElsewhere) return false;
      throw e;
    }
  }

  /** The game if this process has it in memory now; never loads it. */
  peek(gameId: string): LiveGame | undefined {
    return this.live.get(gameId);
  }

  /**
   * Drops a game from memory without storing anything: another process writes it now (cluster/).
   * Its clients are the caller's to move; its bots and clocks stop here.
   */
  evict(gameId: string): void {
    const game = this.live.get(gameId);
    if (!game) return;
    game.retired = true;
    this.live.delete(gameId);
    this.unloadedWaiting.delete(gameId);
    this.keeper.forget(gameId);
    this.notifier.forget(gameId);
    this.history.forget(gameId);
  }

  private async load(gameId: string): Promise<LiveGame | null> {
    if (this.damagedGames.has(gameId)) return null;
    // Another process may write it: then it is not loaded here (throws WrittenElsewhere).
    await this.ownership?.acquire(gameId);
    const loaded = await this.store.loadGame(gameId);
    if (!loaded) {
      this.ownership?.release(gameId);
      return null;
    }
    const stored = loaded.record;
    const storedSeq = (loaded.snapshot?.seq ?? 0) + loaded.actions.length;
    if (stored.damaged) return (this.markDamaged(stored, storedSeq, stored.damaged), null);
    const module = this.games.get(stored.engine);
    if (!module) return (this.markDamaged(stored, storedSeq, `it is a game of "${stored.engine}", which this server does not host`), null);
    let replayed: { state: unknown; seq: number; events: SeqEvent[] };
    try {
      replayed = await replayStored(module, loaded, this.store, this.log);
    } catch (e) {
      const versions =
        stored.rulesVersion === module.rulesVersion
          ? ""
          : ` (it was played under rules version ${stored.rulesVersion ?? "unknown"}, this server has ${module.rulesVersion})`;
      this.markDamaged(stored, storedSeq, `its moves no longer replay under this server's rules${versions}`, e);
      return null;
    }
    const { state, seq, events } = replayed;
    let record = stored;
    const outcome = module.engine.outcome(state);
    if (outcome && record.status !== "finished") {
      // The server stopped between storing the last action and marking the game finished.
      record = { ...record, status: "finished", outcome };
      await this.store.updateGame(gameId, { status: "finished", outcome });
    }
    const game = new LiveGame(this.store, module, record, state, seq, this.liveOptions(record));
    game.rememberEvents(events);
    this.adopt(game);
    this.runner.poke(game);
    // Its clock goes on where it stood (time while a clean server was down does not count).
    await game.resumeClock();
    return game;
  }


  /**
   * Loads every running game so its bots play on; returns how many were resumed. Games waiting for
   * players are only counted against the caps (and for expiry): each loads when someone asks for
   * it, so a server with many stored games starts quickly (finished games were never loaded).
   */
  async resumeAll(): Promise<number> {
    let count = 0;
    for (const item of await this.store.listGames({ status: ["open", "running"], limit: 100_000 })) {
      if (item.record.status === "open") {
        if (!item.record.damaged) this.caps.track(item.record.id, "waiting", null, item.record.createdAt);
        continue;
      }
      try {
        if (await this.get(item.record.id)) count++;
      } catch (e) {
        // One unreadable game must not keep the others from resuming; another process's is its own.
        if (!(e instanceof WrittenElsewhere)) this.log(`could not resume game ${item.record.id}`, e, { gameId: item.record.id });
      }
    }
    return count;
  }

  /** The lobby: public facts only (no tokens, no views). */
  async list(status: GameStatus[] = ["open", "running"], limit = 100): Promise<GameSummary[]> {
    const items = await this.store.listGames({ status, limit });
    return items.map((item) => this.listed(item));
  }

  /**
   * Several games' summaries in one store read ("my games", `GET /api/games?ids=`), in the order
   * asked, without loading any game: a game in memory gives its live summary, another its stored
   * one. Unknown ids are left out.
   */
  async summaries(ids: readonly string[], status?: GameStatus[]): Promise<GameSummary[]> {
    const wanted = [...new Set(ids)];
    const items = await this.store.listGames({ ids: wanted, limit: wanted.length, ...(status && { status }) });
    const byId = new Map(items.map((item) => [item.record.id, this.listed(item)]));
    return wanted.flatMap((id) => byId.get(id) ?? []);
  }

  /** A listed game's summary: damaged (a row or moves the store could not read), live, or as stored. */
  private listed(item: GameListItem): GameSummary {
    if (item.record.damaged) this.markDamaged(item.record, item.seq, item.record.damaged);
    const id = item.record.id;
    const known = this.damagedGames.get(id) ?? this.live.get(id)?.summary();
    if (known) return known;
    const waitingFor = item.record.status === "finished" ? [] : this.unloadedWaiting.get(id);
    return { ...summaryOf(item.record, item.seq), ...(waitingFor && { waitingFor }) };
  }

  /** A game's public summary; a damaged game's says why it cannot be served. */
  async summary(gameId: string): Promise<GameSummary | null> {
    const game = await this.get(gameId);
    return game ? game.summary() : (this.damagedGames.get(gameId) ?? null);
  }

  /**
   * A new link for a human seat, asked for by the game's creator (who proves it with the secret
   * the creation answered): a player who lost theirs is not locked out. The seat's old token stops
   * working at once and its open connections are closed; the seat stays as it was otherwise.
   */
  async reissueSeat(gameId: string, seat: Seat, creatorToken: string): Promise<Result<ReissuedSeat, RuleError>> {
    const game = await this.get(gameId);
    if (!game) return fail("unknown_game", `No game ${gameId}.`);
    const creator = game.record.creatorHash;
    if (creator === undefined || !tokenMatches(creatorToken, creator)) return fail("not_creator", "Only the game's creator may issue seat links (the creator secret does not match).");
    const target = game.seats.find((s) => s.seat === seat);
    if (!target) return fail("unknown_seat", `This game has no seat ${seat}.`);
    if (target.kind !== "human") return fail("bad_request", `${seat} is played by a bot: it has no link.`);
    const token = newToken();
    await game.reissue(seat, hashToken(token));
    return { ok: true, value: { seat, token, link: `/game/${gameId}#token=${token}` } };
  }

  /**
   * A finished game as a replay file for `npm run kingsroad -- replay` (seed.ts): public, like the
   * seed it reveals. Refused while the game is on (it would give away every shuffle) and for a
   * scenario start (the command replays from a config).
   */
  async replayFile(gameId: string): Promise<Result<object, RuleError>> {
    const game = await this.get(gameId);
    if (!game) return fail("unknown_game", this.damage(gameId) ?? `No game ${gameId}.`);
    if (game.record.status !== "finished") return fail("not_finished", "A game's log and seed are published once it is finished.");
    const file = replayFile(game.record, await this.store.listActions(gameId, 0), game.stateHash);
    if (!file) return fail("scenario", "This game started from a scenario: the replay command starts from a config, so there is no replay file.");
    return { ok: true, value: file };
  }

  /** Whether this server sends e-mail. */
  get emailAvailable(): boolean {
    return this.notifier.emailAvailable;
  }

  /** Why `url` cannot be a webhook here, or null: its host name is resolved and every address checked. */
  webhookProblem(url: string): Promise<string | null> {
    return webhookProblem(url, this.webhookOptions.allowPrivate, this.webhookOptions.resolve);
  }

  /** A seat's own notice settings, with how the last delivery to its webhook went: for that seat only. */
  notifySettings(game: LiveGame, seat: Seat): NotifySettings {
    return this.notifier.settings(game, seat);
  }

  /** Sends a test notice to the seat's webhook (its token proves the seat) and answers how it went (notifier.ts). */
  async testWebhook(gameId: string, seat: Seat, token: string): Promise<Result<WebhookDelivery, RuleError>> {
    const game = await this.get(gameId);
    if (!game) return fail("unknown_game", this.damage(gameId) ?? `No game ${gameId}.`);
    return this.notifier.test(game, seat, token);
  }

  /** The seat a token acts for in this game, or null. */
  seatOf(game: LiveGame, token: string): Seat | null {
    const seat = game.seats.find((s) => s.tokenHash !== undefined && tokenMatches(token, s.tokenHash));
    return seat ? seat.seat : null;
  }

  /** The newest chat lines `reader` (null: a spectator) may read. */
  listChat(gameId: string, limit: number, reader: Seat | null) {
    return this.store.listChat(gameId, limit, reader);
  }

  /** Stops the bots and lets every game finish what it is doing; the store stays open. */
  async close(): Promise<void> {
    clearInterval(this.sweeper);
    this.keeper.stop();
    await this.notifier.stop();
    await this.runner.stop();
    await Promise.allSettled([...this.live.values()].map((g) => g.idle()));
    // Stored paused: the time until the next start does not count against anyone.
    await Promise.allSettled([...this.live.values()].map((g) => g.pauseClock()));
  }
}
