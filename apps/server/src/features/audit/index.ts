/** The audit trail: who read or changed what, and Control Audit's reading of it. */
export { registerAuditRoutes } from './routes.ts';
