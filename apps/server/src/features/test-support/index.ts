/** Routes that only a test environment has (browser tests set their state through them). */
export { registerTestSupportRoutes } from './routes.ts';
