export * from './catalogue.ts';
export * from './rules.ts';
