import type { Language } from '@vigil/domain';
import da from './locales/da.json';
import de from './locales/de.json';
import en from './locales/en.json';
import es from './locales/es.json';
import fi from './locales/fi.json';
import fr from './locales/fr.json';
import it from './locales/it.json';
import nl from './locales/nl.json';
import no from './locales/no.json';
import pl from './locales/pl.json';
import pt from './locales/pt.json';
import sv from './locales/sv.json';

export type Dictionary = typeof en;

/** English is the reference dictionary: the compiler rejects one that lacks any of its keys. */
export const DICTIONARIES: Record<Language, Dictionary> = { sv, en, de, no, da, fr, es, it, fi, pl, pt, nl };
