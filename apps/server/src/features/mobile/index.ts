/** The patient-device API (phone app and watch) and the staff calls about devices. */
export { registerMobileRoutes } from './routes.ts';
export { mobileHousekeepingJob } from './job.ts';
