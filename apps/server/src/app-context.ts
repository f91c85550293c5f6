import type { Config } from './config.ts';
import type { Database } from './db/database.ts';
import type { JobQueue } from './platform/jobs.ts';
import type { Mailer } from './platform/mailer.ts';

/** What every feature receives when it registers its routes. */
export interface AppContext {
  readonly config: Config;
  readonly database: Database;
  readonly mailer: Mailer;
  /** Sends a background job at once; absent where jobs do not run here (JOBS=false, most tests). */
  readonly jobs?: JobQueue;
}
