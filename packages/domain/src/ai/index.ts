export * from './tasks.ts';
export * from './predictions.ts';
