/** What other features may use of the variables feature. */
export { inFlavour } from './flavour.ts';
export { findFlavourVariable, listCatalogue, listPriorities, requireFlavourVariable } from './service.ts';
export { registerVariableRoutes } from './routes.ts';
