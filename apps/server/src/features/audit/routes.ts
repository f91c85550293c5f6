import { auditRoutes } from '@vigil/domain';
import { sql } from 'kysely';
import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/database.ts';
import type { Api } from '../../platform/api.ts';
import { serve } from '../../platform/contract.ts';

/** The newest rows only: the table grows with every call, the screen shows a page of them. */
const MAX_ROWS = 2000;

interface AuditFilter {
  /** Only rows this many weeks back; -1 for no limit. */
  readonly weeks: number;
  /** Only logins (the 'Logged In' choice of Control Audit). */
  readonly loginsOnly: boolean;
  /** Only rows whose user name, or whose method and address, contain these words (any case). */
  readonly user?: string | undefined;
  readonly action?: string | undefined;
}

const containing = (text: string) => `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

async function auditRows(db: Db, filter: AuditFilter) {
  let query = db
    .selectFrom('auditTrail')
    .select(['id', 'userId', 'username', 'at', 'ip', 'method', 'url', 'status', 'error', 'platform'])
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .limit(MAX_ROWS);
  if (filter.weeks >= 0)
    query = query.where('at', '>', sql<Date>`now() - make_interval(weeks => ${filter.weeks})`);
  if (filter.loginsOnly) query = query.where('method', '=', 'POST').where('url', '=', '/api/v1/session');
  if (filter.user) query = query.where('username', 'ilike', containing(filter.user));
  if (filter.action)
    query = query.where(sql<string>`method || ' ' || url`, 'ilike', containing(filter.action));
  const rows = await query.execute();
  return rows.map((row) => ({
    id: row.id,
    user: { iduser: row.userId, username: row.username },
    date: new Date(row.at).toISOString(),
    ip: row.ip,
    method: row.method,
    url: row.url,
    status: row.status,
    error: row.error,
    platform: row.platform,
  }));
}

export function registerAuditRoutes(api: Api, { database }: AppContext): void {
  const { db } = database;
  serve(api, auditRoutes.auditTrail, () => auditRows(db, { weeks: -1, loginsOnly: false }));
  serve(api, auditRoutes.auditWeeks, (request) => auditRows(db, { ...request.query, loginsOnly: false }));
  serve(api, auditRoutes.auditLogins, (request) => auditRows(db, { ...request.query, loginsOnly: true }));
}
