import type { KnownTechnicalError } from '../../nights/messages.ts';

/** A pattern for each plural form the language needs; `other` is the fallback. */
export type PluralPattern = Readonly<Partial<Record<Intl.LDMLPluralRule, string>> & { other: string }>;

/**
 * The words of the template note in one language: each sentence a pattern whose {names} the
 * template fills in (medical-note/sentences.ts). Numbers come from the facts only.
 */
export interface NoteWords {
  readonly locale: string;
  readonly persons: Readonly<Record<'boy' | 'man' | 'girl' | 'woman' | 'child' | 'adult', string>>;
  readonly today: string;
  readonly yesterday: string;
  /** {n} */
  readonly daysAgo: string;
  readonly levels: Readonly<Record<'normal' | 'low' | 'high' | 'veryLow' | 'veryHigh', string>>;
  /** Shown instead of a note when the patient has no data (docs/requirements/ai.md#medical-record-note). */
  readonly notStarted: string;
  /** {person} */
  readonly whoUnknown: string;
  /** {person} {age} */
  readonly whoKnown: string;
  /** {who} {day}: a day of alarm treatment (B), days monitored at home (G). */
  readonly overviewB: string;
  readonly overviewG: string;
  /** {day} */
  readonly periodB: string;
  readonly periodG: string;
  /** {window} {since} {dry} {wet} {veryWet} {missing}; since: {counted} */
  readonly nights: string;
  readonly since: string;
  readonly dryOne: string;
  /** {nights} */
  readonly dryMany: string;
  /** {ago} */
  readonly lastEntry: string;
  /** {count} {window}, by the count's plural form (Intl.PluralRules), then allFixed or notFixed {open} */
  readonly errors: PluralPattern;
  /** The patient app's known error texts in this language. */
  readonly errorTexts: Readonly<Record<KnownTechnicalError, string>>;
  readonly allFixed: string;
  readonly notFixed: string;
  /** {name} {latest} {unit} {when} {average} {before} {status}; average: {mean} {unit} {window}; before: {previous} {unit} {window}; status: {level} */
  readonly latest: string;
  readonly average: string;
  readonly before: string;
  readonly status: string;
  /** {ago}; stay: {days} {ago} */
  readonly inHospital: string;
  readonly stay: string;
  /** {name} {start} {end}; startsIn/endsIn: {n}; started/ended: {ago} */
  readonly intervention: string;
  readonly startsIn: string;
  readonly started: string;
  readonly endsIn: string;
  readonly ended: string;
  /** {sent} {window} {read} */
  readonly messages: string;
  /** {ago} {text} */
  readonly quoteError: string;
  readonly quoteMessage: string;
  readonly quotes: readonly [string, string];
  /** {ago} {successful} {partly} {notSuccessful} {dropout} */
  readonly treatment: string;
  /** {horizonDays} {risk} {ago} */
  readonly hospitalization: string;
  /** {list} */
  readonly raising: string;
  readonly lowering: string;
  /** A yes/no factor's value. */
  readonly yes: string;
  readonly no: string;
}
