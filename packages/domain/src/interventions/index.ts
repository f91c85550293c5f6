export * from './patient-interventions.ts';
