export * from './patient-interventions.ts';
export * from './catalogue.ts';
export * from './messages.ts';
export * from './routes.ts';
