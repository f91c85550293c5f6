export * from './statistics.ts';
export * from './messages.ts';
