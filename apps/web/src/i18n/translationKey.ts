import type { ParseKeys } from 'i18next';

/** A key of the dictionaries, checked by the compiler. */
export type TranslationKey = ParseKeys<'translation'>;
