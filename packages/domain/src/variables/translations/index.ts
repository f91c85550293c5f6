import type { Language } from '../../languages.ts';
import { VARIABLE_CATALOGUE } from '../index.ts';
import { da } from './da.ts';
import { de } from './de.ts';
import { es } from './es.ts';
import { fi } from './fi.ts';
import { fr } from './fr.ts';
import { it } from './it.ts';
import { nl } from './nl.ts';
import { no } from './no.ts';
import { pl } from './pl.ts';
import { pt } from './pt.ts';
import { sv } from './sv.ts';
import { UNIT_WORDS, type CatalogueTranslation, type UnitWord } from './types.ts';

export { UNIT_WORDS, type CatalogueTranslation, type UnitWord } from './types.ts';

/** The shipped catalogue in every interface language but English, which the catalogue is written in. */
export const CATALOGUE_TRANSLATIONS: Readonly<Record<Exclude<Language, 'en'>, CatalogueTranslation>> = {
  sv,
  de,
  no,
  da,
  fr,
  es,
  it,
  fi,
  pl,
  pt,
  nl,
};

/** One row of variable_name_translation; null acronym or units read as the catalogue's own. */
export interface VariableTranslationRow {
  readonly code: string;
  readonly language: Exclude<Language, 'en'>;
  readonly name: string;
  readonly acronym: string | null;
  readonly units: string | null;
}

function isUnitWord(units: string): units is UnitWord {
  return (UNIT_WORDS as readonly string[]).includes(units);
}

/** Every shipped translation, as the rows the database keeps. */
export function variableTranslationRows(): VariableTranslationRow[] {
  return Object.entries(CATALOGUE_TRANSLATIONS).flatMap(([language, translation]) =>
    VARIABLE_CATALOGUE.map((variable) => {
      const [name, acronym] = translation.variables[variable.code];
      return {
        code: variable.code,
        language: language as Exclude<Language, 'en'>,
        name,
        acronym: acronym ?? null,
        units: isUnitWord(variable.units) ? translation.units[variable.units] : null,
      };
    }),
  );
}
