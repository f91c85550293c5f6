import { randomBytes } from 'node:crypto';
import pg from 'pg';

export const POSTGRES_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** BENCH_KEEP=1 leaves the scratch databases for EXPLAIN ANALYZE and prints their addresses. */
const KEEP = process.env.BENCH_KEEP === '1';

/** A new, empty database on the PostgreSQL server for one benchmark; dropped by `drop()`. */
export async function createScratchDatabase(
  prefix: string,
): Promise<{ name: string; url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  await admin(`create database ${name}`);
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${name}`;
  const drop = async () => {
    if (KEEP) console.log(`scratch database kept: ${url.toString()}`);
    else await admin(`drop database if exists ${name} with (force)`);
  };
  return { name, url: url.toString(), drop };
}

async function admin(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: POSTGRES_URL });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}
