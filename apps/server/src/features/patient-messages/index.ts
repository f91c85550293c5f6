/** Messages staff send to a patient, and the phone and watch outboxes the mobile API serves. */
export { registerPatientMessageRoutes } from './routes.ts';
export { acknowledge, pendingMessages, OUTBOX_PAGE } from './outbox.ts';
