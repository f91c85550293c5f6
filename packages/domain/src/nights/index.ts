export * from './calendar.ts';
export * from './schemas.ts';
export * from './messages.ts';
export * from './routes.ts';
