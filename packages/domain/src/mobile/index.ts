export * from './local-time.ts';
export * from './messages.ts';
export * from './entries.ts';
export * from './registration.ts';
export * from './outbox.ts';
export * from './watch.ts';
export * from './routes.ts';
export * from './phone-routes.ts';
