import type { Language } from '../languages.ts';
import { CLAIM_WORDS, DRY_SUCCESS_NIGHTS, type ClaimWords } from './claims.ts';
import type { NoteFact, NoteFactOf, NoteSentence } from './facts.ts';

/** Why a language model's sentence was not taken. */
export type NoteRejection =
  'unknownCitation' | 'inventedNumber' | 'numberWord' | 'date' | 'unsupportedClaim' | 'markup';

// A number standing on its own: not part of a word or an id such as "f12"; "37,8" and "37.8" alike;
// with what follows it, to tell a percentage.
const NUMBER =
  /(?<![\p{L}\p{N}_])(\d+(?:[.,]\d+)?)(\s*(?:%|percent|prozent|pour cent|por ciento|per cento|procent|prosent|prosenttia|por cento))?/giu;
// A date in digits: 2026-10-19, 19.10.2026, 19/10 …; the facts hold none (days ago instead).
const DATE =
  /(?<![\p{N}])\d{1,4}[-./]\d{1,2}[-./]\d{1,4}(?![\p{N}])|(?<![\p{N}])\d{1,2}\/\d{1,2}(?![\p{N}])/u;
// Anything a browser could read as markup: a tag, a comment, an entity, a script URL.
const MARKUP = /<\s*[a-z/!?]|&[#a-z0-9]+;|javascript:/iu;

/** The numbers written in digits in a text, as absolute values ("−1,5" and "1.5" are both 1.5). */
export function numbersIn(text: string): number[] {
  return numbersWithUnit(text).map(({ value }) => value);
}

function numbersWithUnit(text: string): { value: number; percent: boolean }[] {
  return [...text.matchAll(NUMBER)].map((match) => ({
    value: Number(match[1]!.replace(',', '.')),
    percent: match[2] !== undefined,
  }));
}

/** Fields whose words may carry numbers of their own: names and labels, never the families' text. */
const NAMED_FIELDS = new Set(['variable', 'unit', 'name', 'label', 'value']);

/** Every number a fact holds: its values, and the numbers in its names; a quote's text holds none. */
export function factNumbers(fact: NoteFact): number[] {
  return Object.entries(fact).flatMap(([key, value]) => {
    if (key === 'id' || key === 'kind') return [];
    if (typeof value === 'number') return [Math.abs(value)];
    if (typeof value === 'string' && NAMED_FIELDS.has(key)) return numbersIn(value);
    return [];
  });
}

/** The numbers a fact gives as a percentage. */
function factPercents(fact: NoteFact): number[] {
  switch (fact.kind) {
    case 'treatmentPrediction':
      return [fact.successful, fact.partly, fact.notSuccessful, fact.dropout];
    case 'hospitalizationPrediction':
      return [fact.risk];
    case 'factor':
      return fact.value?.includes('%') ? numbersIn(fact.value) : [];
    case 'measurement':
      return fact.unit === '%' ? factNumbers(fact) : [];
    case 'dryStreak':
    case 'hospitalStay':
    case 'intervention':
    case 'lastEntry':
    case 'messages':
    case 'nights':
    case 'patient':
    case 'period':
    case 'quote':
    case 'technicalErrors':
      return [];
  }
}

// The "and" inside a number written in words: "noventa y siete", "twenty and one".
const CONNECTORS = new Set(['and', 'und', 'et', 'y', 'e', 'og', 'och', 'en', 'ja', 'i']);

// "night" or "weight" in any language: a dry word next to one describes, whichever language it is.
const ANY_NIGHT = {
  test: (token: string) => Object.values(CLAIM_WORDS).some((words) => words.night.test(token)),
};

const tokensOf = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

const near = (
  tokens: readonly string[],
  index: number,
  pattern: { test: (token: string) => boolean },
  distance: number,
) =>
  tokens.some(
    (token, other) => other !== index && Math.abs(other - index) <= distance && pattern.test(token),
  );

/**
 * Numbers written as words: each must be a number of the cited facts; two number words close
 * together, or one written as a compound ("siebenundneunzig", "ninety-seven"), cannot be checked.
 */
function numberWordProblem(tokens: readonly string[], words: ClaimWords, known: Set<number>): boolean {
  const positions: number[] = [];
  for (const [index, token] of tokens.entries()) {
    const value = words.numbers[token];
    if (value !== undefined) {
      positions.push(index);
      if (!known.has(value)) return true;
    } else if (words.compound.test(token)) return true;
  }
  return positions.some((position, index) => {
    const previous = positions[index - 1];
    if (previous === undefined) return false;
    return position - previous === 1 || (position - previous === 2 && CONNECTORS.has(tokens[position - 1]!));
  });
}

/** A clinical conclusion the cited facts do not carry (decisions: the suggested note tells the truth). */
function claimProblem(
  text: string,
  tokens: readonly string[],
  words: ClaimWords,
  cited: readonly NoteFact[],
  numbers: readonly { value: number; percent: boolean }[],
): boolean {
  const lower = ` ${tokens.join(' ')} `;
  if (words.never.test(text.toLowerCase())) return true;
  const streak = cited.find((fact): fact is NoteFactOf<'dryStreak'> => fact.kind === 'dryStreak');
  const longStreak = streak !== undefined && streak.nights >= DRY_SUCCESS_NIGHTS;
  for (const [index, token] of tokens.entries()) {
    if (words.stop.test(token) && near(tokens, index, words.treatment, 3)) return true;
    // "dry" near "nights" counts nights; on its own it says the child is dry.
    if (words.dry.test(token) && !near(tokens, index, ANY_NIGHT, 5) && !longStreak) return true;
  }
  // A streak is the dry streak's, or an AI factor's whose name says "in a row".
  const streakFactor = cited.some(
    (fact) => fact.kind === 'factor' && words.streak.test(fact.label.toLowerCase()),
  );
  if (words.streak.test(lower) && !streakFactor) {
    if (!streak) return true;
    const wordValues = tokens.flatMap((token) => words.numbers[token] ?? []);
    const values = [...numbers.map(({ value }) => value), ...wordValues];
    if (!values.includes(streak.nights)) return true;
  }
  if (words.success.test(lower)) {
    const predicted =
      cited.some((fact) => fact.kind === 'treatmentPrediction') && numbers.some(({ percent }) => percent);
    if (!predicted && !longStreak) return true;
  }
  return false;
}

/**
 * Checks one of a language model's sentences against the facts it cites: every cited id exists;
 * every number — in digits, as a percentage, in words — is a value of a cited fact (a percentage
 * one of its percentages), never a number of a family's or staff member's text; no date; no
 * markup; and no clinical conclusion (dry, success, cured, stop the treatment, no risk) the cited
 * facts do not carry, in any of the languages. Null when it holds.
 */
export function checkSentence(
  sentence: NoteSentence,
  facts: readonly NoteFact[],
  language: Language = 'en',
): NoteRejection | null {
  const byId = new Map(facts.map((fact) => [fact.id, fact]));
  if (MARKUP.test(sentence.text)) return 'markup';
  const cited = sentence.facts.map((id) => byId.get(id));
  if (cited.some((fact) => fact === undefined)) return 'unknownCitation';
  const citedFacts = cited as NoteFact[];
  if (DATE.test(sentence.text)) return 'date';
  const known = new Set(citedFacts.flatMap(factNumbers));
  const percents = new Set(citedFacts.flatMap(factPercents));
  const numbers = numbersWithUnit(sentence.text);
  if (numbers.some(({ value, percent }) => !(percent ? percents : known).has(value))) return 'inventedNumber';
  const tokens = tokensOf(sentence.text);
  // Number words of the note's language and English ("to" is two in Danish, "due" two in Italian);
  // conclusions in any of the languages, so a sentence left in the words of an injected text is caught.
  const vocabularies = [...new Set([language, 'en' as const])].map((code) => CLAIM_WORDS[code]);
  if (vocabularies.some((words) => numberWordProblem(tokens, words, known))) return 'numberWord';
  if (
    Object.values(CLAIM_WORDS).some((words) =>
      claimProblem(sentence.text, tokens, words, citedFacts, numbers),
    )
  )
    return 'unsupportedClaim';
  return null;
}

/**
 * Checks a language model's sentences (checkSentence); the first failure wins. Kept for callers
 * that take a draft whole or not at all.
 */
export function verifySentences(
  sentences: readonly NoteSentence[],
  facts: readonly NoteFact[],
  language: Language = 'en',
): { ok: true } | { ok: false; reason: NoteRejection; sentence: number } {
  for (const [index, sentence] of sentences.entries()) {
    const reason = checkSentence(sentence, facts, language);
    if (reason) return { ok: false, reason, sentence: index };
  }
  return { ok: true };
}
