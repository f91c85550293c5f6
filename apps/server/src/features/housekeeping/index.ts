/** The nightly purge of what is kept only for a while. */
export { housekeepingJob } from './job.ts';
