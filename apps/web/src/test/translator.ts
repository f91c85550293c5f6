import i18next, { type TFunction } from 'i18next';
import da from '../i18n/locales/da.json';
import de from '../i18n/locales/de.json';
import en from '../i18n/locales/en.json';
import es from '../i18n/locales/es.json';
import fi from '../i18n/locales/fi.json';
import fr from '../i18n/locales/fr.json';
import it from '../i18n/locales/it.json';
import nl from '../i18n/locales/nl.json';
import no from '../i18n/locales/no.json';
import pl from '../i18n/locales/pl.json';
import pt from '../i18n/locales/pt.json';
import sv from '../i18n/locales/sv.json';

const DICTIONARIES = { da, de, en, es, fi, fr, it, nl, no, pl, pt, sv } as const;

/** The texts of one language, for tests without a DOM (the app's i18n starts only in component tests). */
export async function translator(language: keyof typeof DICTIONARIES): Promise<TFunction> {
  const i18n = i18next.createInstance();
  await i18n.init({
    lng: language,
    resources: { [language]: { translation: DICTIONARIES[language] } },
    interpolation: { escapeValue: false },
  });
  return i18n.t;
}
