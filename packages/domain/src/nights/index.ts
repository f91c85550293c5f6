export * from './calendar.ts';
export * from './schemas.ts';
