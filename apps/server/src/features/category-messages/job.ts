import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import type { JobDefinition } from '../../platform/jobs.ts';
import { runDeliveries } from './delivery.ts';

export const CATEGORY_MESSAGE_DELIVERY_JOB = 'category-message-delivery';

/** A run sent on demand may name the instant it stands for; the scheduled runs use the clock. */
const jobData = z.object({ now: z.iso.datetime() }).partial().nullish();

/**
 * Every quarter of an hour, so a send hour comes on time in the time zones that are a half or a
 * quarter hour off UTC too; a run with nobody due writes nothing.
 */
export function categoryMessageDeliveryJob(db: Db): JobDefinition {
  return {
    name: CATEGORY_MESSAGE_DELIVERY_JOB,
    cron: '*/15 * * * *',
    run: async (data) => {
      const now = jobData.parse(data)?.now;
      await runDeliveries(db, { now: now ? new Date(now) : new Date() });
    },
  };
}
