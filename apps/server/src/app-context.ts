import type { Config } from './config.ts';
import type { Database } from './db/database.ts';
import type { JobQueue } from './platform/job-queue.ts';
import type { Mailer } from './platform/mailer.ts';

/** What every feature receives when it registers its routes. */
export interface AppContext {
  readonly config: Config;
  readonly database: Database;
  readonly mailer: Mailer;
  /** Sends durable jobs (password-reset mails). */
  readonly jobQueue: JobQueue;
}

/** What buildApp needs: without a job queue it makes its own, stopped when the app closes. */
export type AppInput = Omit<AppContext, 'jobQueue'> & { readonly jobQueue?: JobQueue };
