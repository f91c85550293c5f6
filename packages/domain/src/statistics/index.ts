export * from './statistics.ts';
export * from './messages.ts';
export * from './routes.ts';
