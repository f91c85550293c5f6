export * from './classify.ts';
export * from './limit-selection.ts';
