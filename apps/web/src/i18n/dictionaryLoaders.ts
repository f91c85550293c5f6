import type { Language } from '@vigil/domain';
import type { Dictionary } from './dictionaries.ts';

type Loader = () => Promise<{ default: Dictionary }>;

/** One file per language, fetched only when that language is shown. */
export const DICTIONARY_LOADERS: Record<Language, Loader> = {
  sv: () => import('./locales/sv.json'),
  en: () => import('./locales/en.json'),
  de: () => import('./locales/de.json'),
  no: () => import('./locales/no.json'),
  da: () => import('./locales/da.json'),
  fr: () => import('./locales/fr.json'),
  es: () => import('./locales/es.json'),
  it: () => import('./locales/it.json'),
  fi: () => import('./locales/fi.json'),
  pl: () => import('./locales/pl.json'),
  pt: () => import('./locales/pt.json'),
  nl: () => import('./locales/nl.json'),
};
