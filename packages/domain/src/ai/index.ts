export * from './tasks.ts';
export * from './predictions.ts';
export * from './features.ts';
export * from './icon-status.ts';
export * from './chart.ts';
export * from './suggested.ts';
export * from './feature-labels.ts';
export * from './messages.ts';
