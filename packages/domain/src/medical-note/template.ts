import { vitalLabel } from '../ai/feature-labels.ts';
import { HOSPITALIZATION_VITALS, type HospitalizationVital } from '../ai/features.ts';
import { flavourOf, type Customer } from '../flavours.ts';
import type { Language } from '../languages.ts';
import type { NoteFact, NoteFactOf, NoteSentence } from './facts.ts';
import { checkSentence, type NoteRejection } from './verify.ts';
import { NOTE_WORDS } from './phrases/index.ts';
import type { NoteWords, PluralPattern } from './phrases/words.ts';
import { isKnownTechnicalError } from '../nights/messages.ts';

const isVital = (code: string): code is HospitalizationVital =>
  (HOSPITALIZATION_VITALS as readonly string[]).includes(code);

/** A period is a day of alarm treatment, or days monitored at home: the flavour's care says which. */
const alarmTreatment = (flavour: Customer) => flavourOf(flavour).care === 'alarm-treatment';

// Quote marks of every language, so quoted words cannot close the quote and speak as the note.
const QUOTE_MARKS = /["“”„«»‘’‚]/gu;

/** Text without markup: scripts and styles with their content, tags, comments, entities and stray angle brackets taken out. */
export function plainText(text: string): string {
  return text
    .replace(/<(script|style)\b[\s\S]*?(<\/\1\s*>|$)/giu, '')
    .replace(/<!--[\s\S]*?(-->|$)/gu, '')
    .replace(/<\/?[a-z!?][^>]*(>|$)/giu, '')
    .replace(/&[#a-z0-9]+;/giu, ' ')
    .replace(/[<>]/gu, '')
    .replace(/javascript:/giu, '')
    .replace(/\s+/gu, ' ')
    .trim();
}

/** The note as plain text for the clipboard: its sentences, markup stripped. */
export const notePlainText = (sentences: readonly NoteSentence[]): string =>
  sentences.map((sentence) => plainText(sentence.text)).join(' ');

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Writes one language's sentences: numbers in its own way, {names} filled from the values given. */
class Writer {
  private readonly format: Intl.NumberFormat;
  private readonly plurals: Intl.PluralRules;

  constructor(
    readonly words: NoteWords,
    private readonly language: Language,
  ) {
    this.format = new Intl.NumberFormat(words.locale, { maximumFractionDigits: 1, useGrouping: false });
    this.plurals = new Intl.PluralRules(words.locale);
  }

  /** The pattern of the plural form `count` takes in this language. */
  plural(pattern: PluralPattern, count: number): string {
    return pattern[this.plurals.select(count)] ?? pattern.other;
  }

  fill(pattern: string, values: Record<string, string | number>): string {
    return pattern.replace(/\{(\w+)\}/g, (whole, name: string) => {
      const value = values[name];
      if (value === undefined) return whole;
      return typeof value === 'number' ? this.number(value) : value;
    });
  }

  number(value: number): string {
    return this.format.format(value);
  }

  ago(days: number): string {
    if (days === 0) return this.words.today;
    if (days === 1) return this.words.yesterday;
    return this.fill(this.words.daysAgo, { n: days });
  }

  /** A family's or staff member's words, quoted as plain text: no markup, no quote marks of its own. */
  quoted(text: string): string {
    return `${this.words.quotes[0]}${plainText(text).replace(QUOTE_MARKS, "'")}${this.words.quotes[1]}`;
  }

  who({ age, sex }: NoteFactOf<'patient'>): string {
    const child = age === null || age < 18;
    const { persons } = this.words;
    const person =
      sex === 'male'
        ? child
          ? persons.boy
          : persons.man
        : sex === 'female'
          ? child
            ? persons.girl
            : persons.woman
          : child
            ? persons.child
            : persons.adult;
    return capital(
      age === null
        ? this.fill(this.words.whoUnknown, { person })
        : this.fill(this.words.whoKnown, { person, age }),
    );
  }

  overview(patient: NoteFactOf<'patient'>, period: NoteFactOf<'period'> | undefined): string {
    const who = this.who(patient);
    if (!period) return `${who}.`;
    const pattern = alarmTreatment(period.flavour) ? this.words.overviewB : this.words.overviewG;
    return this.fill(pattern, { who, day: period.day });
  }

  factors(factors: readonly NoteFactOf<'factor'>[]): string {
    const list = (direction: 'raises' | 'lowers') =>
      factors
        .filter((fact) => fact.direction === direction)
        .map(factorItem)
        .join(', ');
    const raising = list('raises');
    const lowering = list('lowers');
    const parts = [
      raising ? this.fill(this.words.raising, { list: raising }) : '',
      lowering ? this.fill(this.words.lowering, { list: lowering }) : '',
    ];
    return `${capital(parts.filter(Boolean).join('; '))}.`;
  }

  /** One fact as a sentence of its own. */
  describe(fact: NoteFact): string {
    const { words } = this;
    switch (fact.kind) {
      case 'patient':
        return this.overview(fact, undefined);
      case 'period':
        return this.fill(alarmTreatment(fact.flavour) ? words.periodB : words.periodG, fact);
      case 'nights': {
        const since = fact.counted < fact.window ? this.fill(words.since, fact) : '';
        return this.fill(words.nights, { ...fact, since });
      }
      case 'dryStreak':
        return fact.nights === 1 ? words.dryOne : this.fill(words.dryMany, fact);
      case 'lastEntry':
        return this.fill(words.lastEntry, { ago: this.ago(fact.daysAgo) });
      case 'technicalErrors':
        return (
          this.fill(this.plural(words.errors, fact.count), fact) +
          (fact.open === 0 ? words.allFixed : this.fill(words.notFixed, fact))
        );
      case 'measurement':
        return this.measurement(fact);
      case 'hospitalStay':
        return this.fill(fact.ongoing ? words.inHospital : words.stay, {
          days: fact.days,
          ago: this.ago(fact.admittedDaysAgo),
        });
      case 'intervention':
        return this.intervention(fact);
      case 'messages':
        return this.fill(words.messages, fact);
      case 'quote':
        return this.fill(fact.source === 'technicalError' ? words.quoteError : words.quoteMessage, {
          ago: this.ago(fact.daysAgo),
          text: this.quoted(
            fact.source === 'technicalError' && isKnownTechnicalError(fact.text)
              ? words.errorTexts[fact.text]
              : fact.text,
          ),
        });
      case 'treatmentPrediction':
        return this.fill(words.treatment, { ...fact, ago: this.ago(fact.madeDaysAgo) });
      case 'hospitalizationPrediction':
        return this.fill(words.hospitalization, { ...fact, ago: this.ago(fact.madeDaysAgo) });
      case 'factor':
        return factorItem(fact);
    }
  }

  private measurement(fact: NoteFactOf<'measurement'>): string {
    const { words } = this;
    const { unit, window: windowDays, mean, previousMean, level } = fact;
    return this.fill(words.latest, {
      name: isVital(fact.variable) ? vitalLabel(fact.variable, this.language) : fact.variable,
      latest: fact.latest,
      unit,
      when: fact.latestDaysAgo === 0 ? '' : ` (${this.ago(fact.latestDaysAgo)})`,
      average: mean === null ? '' : this.fill(words.average, { mean, unit, window: windowDays }),
      before:
        previousMean === null
          ? ''
          : this.fill(words.before, { previous: previousMean, unit, window: windowDays }),
      status: level === 'unknown' ? '' : this.fill(words.status, { level: words.levels[level] }),
    });
  }

  private intervention({ name, startedDaysAgo, endedDaysAgo }: NoteFactOf<'intervention'>): string {
    const { words } = this;
    const start =
      startedDaysAgo < 0
        ? this.fill(words.startsIn, { n: -startedDaysAgo })
        : this.fill(words.started, { ago: this.ago(startedDaysAgo) });
    const end =
      endedDaysAgo === null
        ? ''
        : endedDaysAgo < 0
          ? this.fill(words.endsIn, { n: -endedDaysAgo })
          : this.fill(words.ended, { ago: this.ago(endedDaysAgo) });
    return this.fill(words.intervention, { name: this.quoted(name), start, end });
  }
}

const factorItem = (fact: NoteFactOf<'factor'>) =>
  fact.value === null ? fact.label : `${fact.label} (${fact.value})`;

const writer = (language: Language) => new Writer(NOTE_WORDS[language], language);

/** One fact as a sentence of its own, in the language (the facts list beside a note). */
export function describeFact(fact: NoteFact, language: Language): string {
  return writer(language).describe(fact);
}

/**
 * The note written from the facts by the language's template: the patient and the period first,
 * then one sentence per fact in the pack's order, the AI's factors gathered in one sentence.
 */
export function templateNote(facts: readonly NoteFact[], language: Language): NoteSentence[] {
  const write = writer(language);
  const patient = facts.find((fact): fact is NoteFactOf<'patient'> => fact.kind === 'patient');
  const period = facts.find((fact): fact is NoteFactOf<'period'> => fact.kind === 'period');
  const factors = facts.filter((fact): fact is NoteFactOf<'factor'> => fact.kind === 'factor');
  const sentences: NoteSentence[] = [];
  if (patient)
    sentences.push({
      text: write.overview(patient, period),
      facts: period ? [patient.id, period.id] : [patient.id],
      source: 'template',
    });
  for (const fact of facts) {
    if (fact.kind === 'patient' || fact.kind === 'period' || fact.kind === 'factor') continue;
    sentences.push({ text: write.describe(fact), facts: [fact.id], source: 'template' });
  }
  if (factors.length > 0)
    sentences.push({
      text: write.factors(factors),
      facts: factors.map((fact) => fact.id),
      source: 'template',
    });
  return sentences;
}

/** The phrase shown instead of a note when the patient has no data yet (docs/requirements/ai.md#medical-record-note). */
export const notStartedText = (language: Language): string => NOTE_WORDS[language].notStarted;

/** A number as the note writes it in the language (a factor's value, say). */
export const noteNumber = (value: number, language: Language): string => writer(language).number(value);

/** A yes/no value as the note writes it in the language. */
export const noteYesNo = (value: boolean, language: Language): string =>
  value ? NOTE_WORDS[language].yes : NOTE_WORDS[language].no;

/**
 * A language model's draft made safe: a sentence citing a family's or staff member's words is
 * replaced by the template's sentence quoting them (it says where they came from); any other
 * sentence stays only if checkSentence finds nothing wrong. The reasons of the dropped ones too.
 */
export function modelNote(
  draft: readonly NoteSentence[],
  facts: readonly NoteFact[],
  language: Language,
): { sentences: NoteSentence[]; dropped: NoteRejection[] } {
  const write = writer(language);
  const byId = new Map(facts.map((fact) => [fact.id, fact]));
  const sentences: NoteSentence[] = [];
  const dropped: NoteRejection[] = [];
  const quotedIds = new Set<string>();
  for (const sentence of draft) {
    const quotes = sentence.facts
      .map((id) => byId.get(id))
      .filter((fact): fact is NoteFactOf<'quote'> => fact?.kind === 'quote');
    if (quotes.length > 0) {
      for (const quote of quotes)
        if (!quotedIds.has(quote.id)) {
          quotedIds.add(quote.id);
          sentences.push({ text: write.describe(quote), facts: [quote.id], source: 'template' });
        }
      continue;
    }
    const reason = checkSentence(sentence, facts, language);
    if (reason) dropped.push(reason);
    else sentences.push({ text: sentence.text, facts: sentence.facts, source: 'model' });
  }
  return { sentences, dropped };
}
