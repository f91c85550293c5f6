/** What other features may use of the variables feature. */
export { inFlavour } from './flavour.ts';
export { listPriorities } from './service.ts';
