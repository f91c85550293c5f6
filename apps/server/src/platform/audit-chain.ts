import { sql } from 'kysely';
import type { Db } from '../db/database.ts';

export interface AuditChainReport {
  readonly rows: number;
  /** The first row whose link does not hold, and why; null when the whole chain holds. */
  readonly firstBroken: { readonly id: number; readonly reason: string } | null;
  /** The hash of the last row: kept outside the database, it also reveals a chain rewritten to its end. */
  readonly lastHash: string | null;
}

/**
 * Recomputes the audit chain (migration 0043) in id order: a row is broken when its fields no
 * longer give its hash (edited) or when it does not name the hash of the row before it (a row
 * deleted or inserted in between).
 */
export async function verifyAuditChain(db: Db): Promise<AuditChainReport> {
  const checked = await sql<{
    id: string;
    hash: string | null;
    edited: boolean;
    unlinked: boolean;
  }>`
    select id, hash,
      hash is distinct from audit_trail_link(previous_hash, a) as edited,
      previous_hash is distinct from lag(hash) over (order by id) as unlinked
    from audit_trail a
    order by id`.execute(db);
  const broken = checked.rows.find((row) => row.edited || row.unlinked);
  return {
    rows: checked.rows.length,
    firstBroken: broken
      ? {
          id: Number(broken.id),
          reason: broken.edited
            ? 'its fields do not give its hash (the row was changed)'
            : 'it does not name the hash of the row before it (a row was removed or added)',
        }
      : null,
    lastHash: checked.rows.at(-1)?.hash ?? null,
  };
}
