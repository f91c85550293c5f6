import { createHash } from 'node:crypto';
import { CATALOGUE } from '@vigil/domain';
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { appError, conflict } from '../../platform/errors.ts';

/** One write under an idempotency key. */
export interface KeyedRequest {
  /** Whose keys these are: 'patient:<id>' for a device's writes, 'registration' before there is one. */
  readonly scope: string;
  readonly patientId: number | null;
  readonly key: string;
  /** The call and its validated body: the same key with another request is refused. */
  readonly route: string;
  readonly body: unknown;
}

export interface KeyedResponse<T> {
  readonly status: number;
  readonly body: T;
  /** True when this is the stored answer of an earlier request with the key. */
  readonly replayed: boolean;
}

export interface KeyedWork<T, S> {
  /** Does the write in the transaction; returns the answer and what to keep for a retry. */
  run(trx: Db): Promise<{ status: number; body: T; stored: S }>;
  /**
   * Answers a retry from what was kept. Without it the kept value is the answer itself (it must
   * then be the body); with it a retry may renew what cannot be kept, such as a credential.
   */
  replay?(trx: Db, stored: S): Promise<{ body: T; stored: S }>;
}

/** Advisory locks of this class guard idempotency keys (pg_try_advisory_xact_lock(class, key hash)). */
const KEY_LOCK_CLASS = 7_100_001;

/**
 * Runs a mobile write at most once per key: the write, and the answer kept for retries, commit in
 * one transaction, so a crash leaves either both or neither. A retry with the same request gets
 * the kept answer; the same key with another request is 422. While one transaction holds the key
 * another server's copy of the request is 409 (the embedded database runs one transaction at a
 * time, so there a copy waits and then gets the kept answer). A refused write keeps nothing, not
 * even the key.
 */
export async function runOnce<T, S>(
  db: Db,
  request: KeyedRequest,
  work: KeyedWork<T, S>,
): Promise<KeyedResponse<T>> {
  const hash = requestHash(request.route, request.body);
  return db.transaction().execute(async (trx) => {
    if (!(await claimKey(trx, request, hash))) {
      const kept = await keptAnswer(trx, request);
      if (!kept) throw conflict(CATALOGUE.mobile.idempotencyInProgress);
      if (kept.requestHash !== hash) throw appError('UNPROCESSABLE', CATALOGUE.mobile.idempotencyKeyReused);
      const stored = kept.response as S;
      if (!work.replay)
        return { status: kept.responseStatus ?? 200, body: stored as unknown as T, replayed: true };
      const renewed = await work.replay(trx, stored);
      await keepAnswer(trx, request, kept.responseStatus ?? 200, renewed.stored);
      return { status: kept.responseStatus ?? 200, body: renewed.body, replayed: true };
    }
    const result = await work.run(trx).catch((error: unknown) => {
      // Rows keep the key that wrote them: a key whose record was purged (after 30 days) and is
      // sent again meets its old rows here, and is refused as a reused key.
      throw isUniqueViolation(error, '_idempotency_key')
        ? appError('UNPROCESSABLE', CATALOGUE.mobile.idempotencyKeyReused)
        : error;
    });
    await keepAnswer(trx, request, result.status, result.stored);
    return { status: result.status, body: result.body, replayed: false };
  });
}

/**
 * True when this transaction holds the advisory lock of the key (taken now if no other one holds
 * it); scope and key are values or columns.
 */
export function keyLockTaken(scope: RawBuilder<unknown>, key: RawBuilder<unknown>): RawBuilder<boolean> {
  return sql<boolean>`pg_try_advisory_xact_lock(${KEY_LOCK_CLASS}, hashtext(${scope} || ' ' || ${key}))`;
}

/**
 * Takes the key for this transaction: the advisory lock (so no other transaction works on it)
 * and its row, in one statement. False when another transaction holds the lock, or the key was
 * used before (its row exists).
 */
async function claimKey(trx: Db, request: KeyedRequest, hash: string): Promise<boolean> {
  const { rows } = await sql`
    insert into idempotency_key (scope, key, patient_id, request_hash)
    select ${request.scope}, ${request.key}, ${request.patientId}::int, ${hash}
    where ${keyLockTaken(sql.val(request.scope), sql.val(request.key))}
    on conflict (scope, key) do nothing
    returning 1`.execute(trx);
  return rows.length === 1;
}

/**
 * The answer kept for a used key, or undefined while another transaction holds it. (A
 * transaction that committed after the claim's snapshot has released the lock, and this new
 * statement sees its row.)
 */
async function keptAnswer(trx: Db, request: KeyedRequest) {
  return trx
    .selectFrom('idempotencyKey')
    .select(['requestHash', 'responseStatus', 'response'])
    .where('scope', '=', request.scope)
    .where('key', '=', request.key)
    .where('status', '=', 'done')
    .executeTakeFirst();
}

async function keepAnswer(trx: Db, request: KeyedRequest, status: number, stored: unknown): Promise<void> {
  await trx
    .updateTable('idempotencyKey')
    .set({
      status: 'done',
      responseStatus: status,
      response: JSON.stringify(stored),
      completedAt: sql<Date>`now()`,
    })
    .where('scope', '=', request.scope)
    .where('key', '=', request.key)
    .execute();
}

/** The digest of a call and its body; key order does not matter. */
export function requestHash(route: string, body: unknown): string {
  return createHash('sha256').update(route).update('\n').update(canonicalJson(body)).digest('hex');
}

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([name, item]) => `${JSON.stringify(name)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}
