export * from './category-messages.ts';
export * from './patient-messages.ts';
export * from './outbox.ts';
export * from './texts.ts';
export * from './routes.ts';
