import type { VariableCode } from '../index.ts';

/** Catalogue units that are words; symbols (mmHg, %, °C, kg) read the same in every language. */
export const UNIT_WORDS = ['nights', 'errors', 'days', 'weeks', 'probability', 'bpm'] as const;
export type UnitWord = (typeof UNIT_WORDS)[number];

/** A variable's name and, where the language has its own, its short column heading. */
export type VariableWords = readonly [name: string, acronym?: string];

/** The catalogue in one interface language other than English (English is the catalogue itself). */
export interface CatalogueTranslation {
  readonly variables: Readonly<Record<VariableCode, VariableWords>>;
  readonly units: Readonly<Record<UnitWord, string>>;
}
