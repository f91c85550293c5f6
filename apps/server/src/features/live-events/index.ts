export { registerLiveEventRoutes } from './routes.ts';
