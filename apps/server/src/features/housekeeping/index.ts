/** The nightly purge of what is kept only for a while, and the embedded database's vacuum. */
export { housekeepingJob } from './job.ts';
export { embeddedVacuumJobs } from './vacuum-job.ts';
