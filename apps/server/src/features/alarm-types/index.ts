/** Alarm types: the catalogue families choose from, named per language (Control admin). */
export { registerAlarmTypeRoutes } from './routes.ts';
