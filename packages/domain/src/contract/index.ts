export * from './route.ts';
export * from './declared.ts';
