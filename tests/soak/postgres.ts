/** A fresh PostgreSQL database on the local server for one soak run, dropped after. */
import pg from "pg";

const SERVER = process.env.SOAK_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

/** Creates `keel_soak_<time>`; answers its URL and a drop function, or the reason PostgreSQL cannot be used. */
export async function freshDatabase(): Promise<
  { url: string; drop: () => Promise<void> } | { skipped: string }
> {
  const admin = new pg.Client({ connectionString: SERVER, connectionTimeoutMillis: 3000 });
  try {
    await admin.connect();
  } catch (error) {
    return { skipped: `PostgreSQL does not answer at ${SERVER} (${(error as Error).message})` };
  }
  const name = `keel_soak_${Date.now()}_${process.pid}`;
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(SERVER);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const again = new pg.Client({ connectionString: SERVER });
      await again.connect();
      await again.query(`drop database if exists ${name} with (force)`);
      await again.end();
    },
  };
}
