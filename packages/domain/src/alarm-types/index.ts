export * from './alarm-types.ts';
