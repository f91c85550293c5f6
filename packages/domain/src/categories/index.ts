export * from './constants.ts';
export * from './messages.ts';
export * from './conditions.ts';
export * from './rules.ts';
export * from './schemas.ts';
export * from './answers.ts';
export * from './category-language.ts';
export * from './acknowledgement.ts';
