export * from './alarm-types.ts';
export * from './messages.ts';
export * from './routes.ts';
