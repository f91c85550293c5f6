/** Interventions: the patient's Interventions tab. */
export { InterventionsTab } from './InterventionsTab.tsx';
/** Control admin: the intervention catalogue and its names in other languages. */
export { InterventionCatalogue } from './catalogue/InterventionCatalogue.tsx';
export { usePatientInterventions } from './api.ts';
