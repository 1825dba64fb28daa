/**
 * The stores' schema as one numbered list of migrations, each written in both dialects (SQLite and
 * PostgreSQL). A store remembers the last version it applied (SQLite: `PRAGMA user_version`;
 * PostgreSQL: the `schema_migrations` table) and applies the ones after it, in order, in one
 * transaction, when the server starts. A store newer than this server is refused rather than
 * written by code that does not know its columns.
 *
 * Add a migration at the end; never edit one that has shipped (stores already at its version
 * would not run it again). Each later column carries a default that says what older rows were.
 */

export interface Migration {
  readonly version: number;
  /** What it adds, in the game's words where it can. */
  readonly what: string;
  readonly sqlite: string;
  readonly postgres: string;
}

export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    what: "games, their action logs, snapshots and chat",
    // IF NOT EXISTS: version-1 files were created by a server that set user_version 1 in the same
    // step, but a file whose version was lost must not fail on tables it already has.
    sqlite: `
CREATE TABLE IF NOT EXISTS games (
  id         TEXT PRIMARY KEY,
  engine     TEXT NOT NULL,
  title      TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  setup      TEXT NOT NULL,   -- JSON GameSetup
  seats      TEXT NOT NULL,   -- JSON SeatRecord[] (token hashes only)
  status     TEXT NOT NULL,
  outcome    TEXT,            -- JSON Outcome or NULL
  seq        INTEGER NOT NULL DEFAULT 0  -- last stored action
);
CREATE INDEX IF NOT EXISTS games_by_status ON games (status, created_at);
CREATE TABLE IF NOT EXISTS actions (
  game_id TEXT NOT NULL REFERENCES games (id),
  seq     INTEGER NOT NULL,
  seat    TEXT NOT NULL,
  action  TEXT NOT NULL,      -- JSON
  at      INTEGER NOT NULL,
  PRIMARY KEY (game_id, seq)
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS snapshots (
  game_id TEXT PRIMARY KEY REFERENCES games (id),
  seq     INTEGER NOT NULL,
  state   TEXT NOT NULL,      -- JSON
  hash    TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS chat (
  id      INTEGER PRIMARY KEY AUTOINCREMENT,
  game_id TEXT NOT NULL REFERENCES games (id),
  seat    TEXT,
  name    TEXT NOT NULL,
  text    TEXT NOT NULL,
  at      INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS chat_by_game ON chat (game_id, id);`,
    // JSON is kept as the text the server wrote (TEXT, not JSONB): a snapshot's hash and a log's
    // replay see exactly the bytes stored, and a damaged value is read as damaged, as in SQLite.
    // Times are milliseconds since 1970 (BIGINT).
    postgres: `
CREATE TABLE games (
  id         TEXT PRIMARY KEY,
  engine     TEXT NOT NULL,
  title      TEXT NOT NULL,
  created_at BIGINT NOT NULL,
  setup      TEXT NOT NULL,
  seats      TEXT NOT NULL,
  status     TEXT NOT NULL,
  outcome    TEXT,
  seq        INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX games_by_status ON games (status, created_at);
CREATE TABLE actions (
  game_id TEXT NOT NULL REFERENCES games (id),
  seq     INTEGER NOT NULL,
  seat    TEXT NOT NULL,
  action  TEXT NOT NULL,
  at      BIGINT NOT NULL,
  PRIMARY KEY (game_id, seq)
);
CREATE TABLE snapshots (
  game_id TEXT PRIMARY KEY REFERENCES games (id),
  seq     INTEGER NOT NULL,
  state   TEXT NOT NULL,
  hash    TEXT NOT NULL
);
CREATE TABLE chat (
  id      BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  game_id TEXT NOT NULL REFERENCES games (id),
  seat    TEXT,
  name    TEXT NOT NULL,
  text    TEXT NOT NULL,
  at      BIGINT NOT NULL
);
CREATE INDEX chat_by_game ON chat (game_id, id);`,
  },
  {
    version: 2,
    what: "the engine's rules version of each game (NULL: stored before it was kept)",
    sqlite: `ALTER TABLE games ADD COLUMN rules_version TEXT;`,
    postgres: `ALTER TABLE games ADD COLUMN rules_version TEXT;`,
  },
  {
    version: 3,
    what: "chat channels: table, spectators, private conversations (older lines are the table's)",
    sqlite: `
ALTER TABLE chat ADD COLUMN channel TEXT NOT NULL DEFAULT 'table';
ALTER TABLE chat ADD COLUMN members TEXT;  -- JSON Seat[] of a private conversation, sorted
ALTER TABLE chat ADD COLUMN notice INTEGER NOT NULL DEFAULT 0;  -- 1: written by the server`,
    // Members as JSONB (always written by the server, never by hand): the private filter reads it
    // in SQL (chatVisibleTo), and reading a damaged text there would fail the whole query.
    postgres: `
ALTER TABLE chat ADD COLUMN channel TEXT NOT NULL DEFAULT 'table';
ALTER TABLE chat ADD COLUMN members JSONB;
ALTER TABLE chat ADD COLUMN notice INTEGER NOT NULL DEFAULT 0;`,
  },
  {
    version: 4,
    what: "the turn clock of each game (older games: none)",
    sqlite: `ALTER TABLE games ADD COLUMN clock TEXT;`,
    postgres: `ALTER TABLE games ADD COLUMN clock TEXT;`,
  },
  {
    version: 5,
    what: "the SHA-256 of each game's creator secret (older games: nobody may issue new seat links)",
    sqlite: `ALTER TABLE games ADD COLUMN creator_hash TEXT;`,
    postgres: `ALTER TABLE games ADD COLUMN creator_hash TEXT;`,
  },
  {
    version: 6,
    what: "the table's open votes of each game (older games: none open)",
    sqlite: `ALTER TABLE games ADD COLUMN proposals TEXT;`,
    postgres: `ALTER TABLE games ADD COLUMN proposals TEXT;`,
  },
  {
    version: 7,
    what: "the health check's write probe",
    // Servers of versions 1-6 created it outside the numbered schema: IF NOT EXISTS.
    sqlite: `CREATE TABLE IF NOT EXISTS health_probe (at INTEGER NOT NULL, filler BLOB NOT NULL);`,
    postgres: `CREATE TABLE health_probe (at BIGINT NOT NULL, filler BYTEA NOT NULL);`,
  },
  {
    version: 8,
    what: "the server's own keys (the VAPID key pair of Web Push) and each seat's push subscriptions",
    // A subscription belongs to one browser (its endpoint) and one seat: one device may follow
    // several seats, and one seat several devices. Removed with its game, or when its push
    // service answers 404/410 (notify/push.ts).
    sqlite: `
CREATE TABLE server_keys (
  name  TEXT PRIMARY KEY,
  value TEXT NOT NULL
);
CREATE TABLE push_subscriptions (
  game_id    TEXT NOT NULL,
  seat       TEXT NOT NULL,
  endpoint   TEXT NOT NULL,
  keys       TEXT NOT NULL,   -- JSON { p256dh, auth }
  created_at INTEGER NOT NULL,
  PRIMARY KEY (game_id, seat, endpoint)
) WITHOUT ROWID;
CREATE INDEX push_by_endpoint ON push_subscriptions (endpoint);`,
    postgres: `
CREATE TABLE server_keys (
  name  TEXT PRIMARY KEY,
  value TEXT NOT NULL
);
CREATE TABLE push_subscriptions (
  game_id    TEXT NOT NULL,
  seat       TEXT NOT NULL,
  endpoint   TEXT NOT NULL,
  keys       TEXT NOT NULL,
  created_at BIGINT NOT NULL,
  PRIMARY KEY (game_id, seat, endpoint)
);
CREATE INDEX push_by_endpoint ON push_subscriptions (endpoint);`,
  },
];

/** The version a store is at once every migration has run. */
export const SCHEMA_VERSION = MIGRATIONS[MIGRATIONS.length - 1]!.version;

/** The migrations a store at `current` still needs, in order; throws for a store newer than this server. */
export function pendingMigrations(current: number, where: string): readonly Migration[] {
  if (current > SCHEMA_VERSION) {
    throw new Error(`${where} has schema version ${current}, newer than this server's ${SCHEMA_VERSION}: run a newer Kingsroad`);
  }
  return MIGRATIONS.filter((m) => m.version > current);
}
