export * from './facts.ts';
export * from './verify.ts';
export * from './claims.ts';
export * from './template.ts';
export * from './note.ts';
export * from './routes.ts';
