export * from './messages.ts';
export * from './schemas.ts';
export * from './form.ts';
export * from './routes.ts';
