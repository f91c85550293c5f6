/** Statistics admin: prediction quality per date and group, and hospital stays per cohort. */
export { registerStatisticsRoutes } from './routes.ts';
export { statisticsJob } from './job.ts';
export { computeStatistics } from './compute.ts';
