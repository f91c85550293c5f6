import { describe, expect, it } from 'vitest';
import { CUSTOMERS } from '../../flavours.ts';
import { LANGUAGES } from '../../languages.ts';
import { VARIABLE_CATALOGUE, variableCatalogue, type VariableCode } from '../index.ts';
import { CATALOGUE_TRANSLATIONS, UNIT_WORDS, variableTranslationRows } from './index.ts';

describe('catalogue translations', () => {
  it('cover every interface language but English', () => {
    expect(Object.keys(CATALOGUE_TRANSLATIONS).sort()).toEqual(LANGUAGES.filter((l) => l !== 'en').sort());
  });

  it('give every variable a name in every language', () => {
    const rows = variableTranslationRows();
    expect(rows).toHaveLength(VARIABLE_CATALOGUE.length * 11);
    for (const row of rows) expect(row.name.trim(), `${row.language} ${row.code}`).not.toBe('');
  });

  it('translate every unit that is a word and leave symbols alone', () => {
    for (const row of variableTranslationRows()) {
      const units = VARIABLE_CATALOGUE.find((variable) => variable.code === row.code)!.units;
      if ((UNIT_WORDS as readonly string[]).includes(units)) expect(row.units, row.code).toBeTruthy();
      else expect(row.units, row.code).toBeNull();
    }
  });

  it('keep headings short upper-case words, one meaning each within a flavour', () => {
    for (const [language, translation] of Object.entries(CATALOGUE_TRANSLATIONS)) {
      for (const customer of CUSTOMERS) {
        const headings = variableCatalogue(customer).map(
          (variable) => translation.variables[variable.code as VariableCode][1] ?? variable.code,
        );
        expect(new Set(headings).size, `${language} ${customer}`).toBe(headings.length);
        for (const heading of headings) expect(heading, language).toMatch(/^[\p{Lu}\p{N}_]{2,14}$/u);
      }
    }
  });
});
