/**
 * A PostgreSQL database of its own for a test run: created with a random name, dropped after.
 * The server (127.0.0.1:5432, trust auth, user postgres) is KINGSROAD_TEST_POSTGRES when set.
 * When it does not answer, the test fails with one sentence saying what is needed.
 */
import { randomBytes } from "node:crypto";
import pg from "pg";

export const TEST_POSTGRES = process.env.KINGSROAD_TEST_POSTGRES ?? "postgres://postgres@127.0.0.1:5432/postgres";

export interface TestDatabase {
  /** The new database's URL, as DATABASE_URL would be. */
  readonly url: string;
  drop(): Promise<void>;
}

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: TEST_POSTGRES, connectionTimeoutMillis: 5000 });
  try {
    await client.connect();
  } catch (e) {
    throw new Error(
      `PostgreSQL at ${new URL(TEST_POSTGRES).host} (trust auth, user postgres) is needed for this test and did not answer (${(e as Error).message}): ` +
        "start it with `pg_ctlcluster --skip-systemctl-redirect $(ls /etc/postgresql) main start` (.ci/run starts it), " +
        "or set KINGSROAD_TEST_POSTGRES to another server's URL.",
    );
  }
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export async function freshDatabase(): Promise<TestDatabase> {
  const name = `kingsroad_test_${randomBytes(6).toString("hex")}`;
  await admin((c) => c.query(`CREATE DATABASE ${name}`));
  const url = new URL(TEST_POSTGRES);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => admin((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => undefined),
  };
}
