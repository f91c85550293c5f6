export * from './list.ts';
export * from './service-status.ts';
export * from './details.ts';
export * from './messages.ts';
export * from './in-hospital.ts';
export * from './list-limits.ts';
export * from './review.ts';
export * from './routes.ts';
