import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@vigil/domain';

type Tree = { [key: string]: string | Tree };

const dictionaries = import.meta.glob<Tree>('./locales/*.json', { eager: true, import: 'default' });
const sources = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}'], {
  eager: true,
  query: '?raw',
  import: 'default',
});

/**
 * Keys the code builds at run time as `${prefix}${variable}`. A key under one of these prefixes
 * counts as used without its full name appearing in the sources; add a prefix only together with
 * the code that builds such keys.
 */
const DYNAMIC_KEY_PREFIXES: readonly string[] = [];

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const entries = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix === '' ? key : `${prefix}.${key}`;
    if (typeof value === 'string') entries.set(path, value);
    else for (const [nested, text] of flatten(value, path)) entries.set(nested, text);
  }
  return entries;
}

function dictionary(language: string): Map<string, string> {
  const tree = dictionaries[`./locales/${language}.json`];
  if (!tree) throw new Error(`no dictionary for ${language}`);
  return flatten(tree);
}

const english = dictionary('en');

/** i18next's plural keys: `key_one`, `key_other`, … one per form the language's grammar has. */
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
const withoutPluralForm = (key: string) => key.replace(PLURAL_SUFFIX, '');
const baseKeys = (keys: Iterable<string>) => [...new Set([...keys].map(withoutPluralForm))].sort();
/** The English text a key's text in another language answers to: the same key, or its plural. */
const englishText = (key: string) => english.get(key) ?? english.get(`${withoutPluralForm(key)}_other`) ?? '';
const allSource = Object.values(sources).join('\n');

describe('dictionaries', () => {
  it('there is exactly one dictionary per interface language', () => {
    const files = Object.keys(dictionaries).map((path) =>
      path.replace('./locales/', '').replace('.json', ''),
    );
    expect(files.sort()).toEqual([...LANGUAGES].sort());
  });

  it.each(LANGUAGES)('%s has exactly the keys of en.json, each plural in its own forms', (language) => {
    const keys = [...dictionary(language).keys()];
    expect(baseKeys(keys)).toEqual(baseKeys(english.keys()));
    const forms = [...new Intl.PluralRules(language).resolvedOptions().pluralCategories].sort();
    const plurals = baseKeys([...english.keys()].filter((key) => PLURAL_SUFFIX.test(key)));
    for (const plural of plurals) {
      const given = keys.filter((key) => withoutPluralForm(key) === plural && key !== plural);
      expect(given.map((key) => key.slice(plural.length + 1)).sort(), plural).toEqual(forms);
    }
  });

  it.each(LANGUAGES)('%s has no empty texts', (language) => {
    const empty = [...dictionary(language)].filter(([, text]) => text.trim() === '').map(([key]) => key);
    expect(empty).toEqual([]);
  });

  it.each(LANGUAGES.filter((language) => language !== 'en'))(
    '%s keeps the placeholders of en.json',
    (language) => {
      const placeholders = (text: string) =>
        [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((match) => match[1]).sort();
      for (const [key, text] of dictionary(language)) {
        expect(placeholders(text), key).toEqual(placeholders(englishText(key)));
      }
    },
  );

  it('every key of en.json is used in the sources', () => {
    const quoted = (key: string) =>
      ["'", '"', '`'].some((quote) => allSource.includes(`${quote}${key}${quote}`));
    const unused = baseKeys(english.keys()).filter(
      (key) => !quoted(key) && !DYNAMIC_KEY_PREFIXES.some((prefix) => key.startsWith(prefix)),
    );
    expect(unused).toEqual([]);
  });

  it('every literal key the sources translate exists in en.json', () => {
    const used = [...allSource.matchAll(/\bt\(\s*'([\w.]+)'/g)].map((match) => match[1] ?? '');
    expect(used.length).toBeGreaterThan(0);
    expect(used.filter((key) => !english.has(key) && !english.has(`${key}_other`))).toEqual([]);
  });
});
