export * from './codes.ts';
export * from './code-systems.ts';
