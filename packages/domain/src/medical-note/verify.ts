import type { NoteFact, NoteSentence } from './facts.ts';

/** Why a language model's sentences were not taken. */
export type NoteRejection = 'unknownCitation' | 'inventedNumber' | 'markup';

// A number standing on its own: not part of a word or an id such as "f12"; "37,8" and "37.8" alike.
const NUMBER = /(?<![\p{L}\p{N}_])\d+(?:[.,]\d+)?/gu;
// Anything a browser could read as markup: a tag, a comment, an entity, a script URL.
const MARKUP = /<\s*[a-z/!?]|&[#a-z0-9]+;|javascript:/iu;

/** The numbers written in a text, as absolute values ("−1,5" and "1.5" are both 1.5). */
export function numbersIn(text: string): number[] {
  return [...text.matchAll(NUMBER)].map((match) => Number(match[0].replace(',', '.')));
}

/** Every number a fact holds, in its values and in the words of its texts. */
export function factNumbers(fact: NoteFact): number[] {
  return Object.entries(fact).flatMap(([key, value]) => {
    if (key === 'id' || key === 'kind') return [];
    if (typeof value === 'number') return [Math.abs(value)];
    if (typeof value === 'string') return numbersIn(value);
    return [];
  });
}

/**
 * Checks a language model's sentences against the facts: every cited id exists, every number in a
 * sentence is a number of a fact it cites, and no sentence carries markup. The first failure wins.
 */
export function verifySentences(
  sentences: readonly NoteSentence[],
  facts: readonly NoteFact[],
): { ok: true } | { ok: false; reason: NoteRejection; sentence: number } {
  const byId = new Map(facts.map((fact) => [fact.id, fact]));
  for (const [index, sentence] of sentences.entries()) {
    if (MARKUP.test(sentence.text)) return { ok: false, reason: 'markup', sentence: index };
    const cited = sentence.facts.map((id) => byId.get(id));
    if (cited.some((fact) => fact === undefined))
      return { ok: false, reason: 'unknownCitation', sentence: index };
    const known = new Set(cited.flatMap((fact) => (fact ? factNumbers(fact) : [])));
    if (numbersIn(sentence.text).some((number) => !known.has(number)))
      return { ok: false, reason: 'inventedNumber', sentence: index };
  }
  return { ok: true };
}
