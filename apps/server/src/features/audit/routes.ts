import { z } from 'zod';
import { sql } from 'kysely';
import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/database.ts';
import type { Api } from '../../platform/api.ts';

/** The newest rows only: the table grows with every call, the screen shows a page of them. */
const MAX_ROWS = 2000;

const auditRowSchema = z.object({
  id: z.number().int(),
  user: z.object({ iduser: z.number().int().nullable(), username: z.string().nullable() }),
  date: z.string(),
  ip: z.string().nullable(),
  method: z.string(),
  url: z.string(),
  status: z.number().int(),
  error: z.string().nullable(),
  platform: z.string().nullable(),
});
const weeksQuery = z.object({ weeks: z.coerce.number().int().min(-1).max(520).default(-1) });

interface AuditFilter {
  /** Only rows this many weeks back; -1 for no limit. */
  readonly weeks: number;
  /** Only logins (the 'Logged In' choice of Control Audit). */
  readonly loginsOnly: boolean;
}

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
  const config = { access: 'APPADMIN_RIGHTS' } as const;
  const tags = ['audit trail'];
  const response = { 200: z.array(auditRowSchema) };

  api.get('/audittrail', { config, schema: { tags, summary: 'The newest audit rows', response } }, () =>
    auditRows(db, { weeks: -1, loginsOnly: false }),
  );
  api.get(
    '/audittrail/weeksBackInTime',
    { config, schema: { tags, summary: 'Audit rows of the last weeks', querystring: weeksQuery, response } },
    (request) => auditRows(db, { weeks: request.query.weeks, loginsOnly: false }),
  );
  api.get(
    '/audittrail/weeksBackInTime/logedin',
    {
      config,
      schema: { tags, summary: 'Logins of the last weeks (-1: all)', querystring: weeksQuery, response },
    },
    (request) => auditRows(db, { weeks: request.query.weeks, loginsOnly: true }),
  );
}
