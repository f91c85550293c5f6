import type { Language } from '../../languages.ts';
import { da } from './da.ts';
import { de } from './de.ts';
import { en } from './en.ts';
import { es } from './es.ts';
import { fi } from './fi.ts';
import { fr } from './fr.ts';
import { it } from './it.ts';
import { nl } from './nl.ts';
import { no } from './no.ts';
import { pl } from './pl.ts';
import { pt } from './pt.ts';
import { sv } from './sv.ts';
import type { NoteWords } from './words.ts';

export const NOTE_WORDS: Record<Language, NoteWords> = { sv, en, de, no, da, fr, es, it, fi, pl, pt, nl };
