export * from './patient-interventions.ts';
export * from './catalogue.ts';
