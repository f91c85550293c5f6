import type { AppContext } from '../app-context.ts';
import type { Db } from '../db/database.ts';
import type { Api } from './api.ts';
import { isDatabaseUnavailable } from '../db/connection-loss.ts';
import { AppError, databaseUnavailable } from './errors.ts';

/**
 * Every authenticated call leaves a row in the audit trail, written before the answer goes out.
 * The URL carries no secrets (tokens travel in headers and bodies, which are never stored).
 */
export function installAuditTrail(api: Api, { database }: AppContext): void {
  api.addHook('onSend', async (request, reply, payload) => {
    const actor = request.actor;
    if (!actor) return payload;
    const error = reply.statusCode >= 400 ? errorMessageOf(payload) : null;
    await writeAuditRow(database.db, {
      userId: actor.userId,
      username: actor.username,
      ip: request.ip,
      method: request.method,
      url: request.url,
      status: reply.statusCode,
      error,
      platform: headerText(request.headers['x-client-platform']),
    }).catch((failure: unknown) => {
      // Past the error handler: what is thrown here reaches the client as it is.
      request.log.error({ err: failure }, 'audit trail row not written');
      throw isDatabaseUnavailable(failure)
        ? databaseUnavailable()
        : new AppError('INTERNAL', 'An error occurred');
    });
    return payload;
  });
}

export interface AuditRow {
  readonly userId: number;
  readonly username: string;
  readonly ip: string | null;
  readonly method: string;
  readonly url: string;
  readonly status: number;
  readonly error: string | null;
  readonly platform: string | null;
}

/**
 * Writes one row of the audit trail. Besides every authenticated call, the few events of a user
 * before a session exists (a wrong second-factor code at login) are written through here.
 */
export async function writeAuditRow(db: Db, row: AuditRow): Promise<void> {
  await db
    .insertInto('auditTrail')
    .values({
      ...row,
      url: row.url.slice(0, 2000),
      error: row.error && storableText(row.error),
    })
    .execute();
}

function errorMessageOf(payload: unknown): string | null {
  if (typeof payload !== 'string') return null;
  try {
    const body: unknown = JSON.parse(payload);
    if (typeof body !== 'object' || body === null) return null;
    if ('message' in body) return String(body.message);
    // A FHIR OperationOutcome (/fhir/R4) says what went wrong in its first issue.
    const issue = 'issue' in body && Array.isArray(body.issue) ? (body.issue[0] as unknown) : undefined;
    return typeof issue === 'object' && issue !== null && 'diagnostics' in issue
      ? String(issue.diagnostics)
      : null;
  } catch {
    return payload.slice(0, 500); // not JSON: keep the start of the text as the error
  }
}

function headerText(value: string | string[] | undefined): string | null {
  return (Array.isArray(value) ? value[0] : value)?.slice(0, 100) ?? null;
}

/** An error message may quote the caller's input, which no PostgreSQL text can hold all of. */
const storableText = (text: string) => text.replaceAll('\u0000', '');
