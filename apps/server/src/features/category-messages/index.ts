/** Category messages: the editor's calls, what a patient was sent, and the delivery schedule. */
export { registerCategoryMessageRoutes } from './routes.ts';
export { deliverMessage, runDeliveries } from './delivery.ts';
export type { DeliveryOptions, DeliveryRun } from './delivery.ts';
export { categoryMessageDeliveryJob, CATEGORY_MESSAGE_DELIVERY_JOB } from './job.ts';
