export * from './catalogue.ts';
export * from './rules.ts';
export * from './messages.ts';
export * from './routes.ts';
