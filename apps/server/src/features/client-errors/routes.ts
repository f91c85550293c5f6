import { clientErrorRoutes } from '@vigil/domain';
import { sql } from 'kysely';
import type { AppContext } from '../../app-context.ts';
import type { Api } from '../../platform/api.ts';
import { serve } from '../../platform/contract.ts';
import { AppError } from '../../platform/errors.ts';

/** A browser reports at most one error per 5 s; the server still caps each address, across servers. */
const REPORTS_PER_MINUTE_PER_ADDRESS = 20;

export function registerClientErrorRoutes(api: Api, { database }: AppContext): void {
  serve(api, clientErrorRoutes.report, async (request, reply) => {
    const { db } = database;
    const recent = await db
      .selectFrom('clientErrorReport')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('ip', '=', request.ip)
      .where('createdAt', '>', sql<Date>`now() - interval '1 minute'`)
      .executeTakeFirstOrThrow();
    if (Number(recent.count) >= REPORTS_PER_MINUTE_PER_ADDRESS) {
      throw new AppError('TOO_MANY_REQUESTS', 'Too many error reports, please try again later');
    }
    const report = request.body;
    await db
      .insertInto('clientErrorReport')
      .values({
        userId: request.actor?.userId ?? null,
        hasMessage: report.hasMessage ?? true,
        message: report.message ?? null,
        url: report.url ?? null,
        lineNumber: report.lineNumber ?? null,
        columnNumber: report.columnNumber ?? null,
        error: report.error ?? null,
        userAgent: report.userAgent ?? request.headers['user-agent']?.slice(0, 1000) ?? null,
        ip: request.ip,
      })
      .execute();
    request.log.warn({ clientError: report.message, url: report.url }, 'client error reported');
    return reply.status(204).send(null);
  });
}
