/** Interventions: the patient's Interventions tab. */
export { InterventionsTab } from './InterventionsTab.tsx';
