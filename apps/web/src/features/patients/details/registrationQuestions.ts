import { QUESTION_KEYS } from '@vigil/domain';

/** The registration questionnaire's questions in the order the phone asks them (docs/demo-data.md). */
export const REGISTRATION_QUESTIONS = QUESTION_KEYS;

export type RegistrationQuestion = (typeof REGISTRATION_QUESTIONS)[number];

export type FrequencyScore = '0' | '1' | '2' | '3';

/** A D answer's score 0–3 (how often in the past month), or null for an answer outside the scale. */
export function frequencyScore(answer: string): FrequencyScore | null {
  const trimmed = answer.trim();
  return trimmed === '0' || trimmed === '1' || trimmed === '2' || trimmed === '3' ? trimmed : null;
}

/** Each question's text in the dictionaries (written out, so every key is found where it is used). */
export const QUESTION_TEXT_KEYS = {
  A: 'demographics.questions.A',
  B: 'demographics.questions.B',
  C: 'demographics.questions.C',
  D1: 'demographics.questions.D1',
  D2: 'demographics.questions.D2',
  D3: 'demographics.questions.D3',
  D4: 'demographics.questions.D4',
  D5: 'demographics.questions.D5',
  D6: 'demographics.questions.D6',
  D7: 'demographics.questions.D7',
  D8: 'demographics.questions.D8',
  D9: 'demographics.questions.D9',
  D10: 'demographics.questions.D10',
} as const satisfies Record<RegistrationQuestion, string>;

/** What each score of the D answers means. */
export const FREQUENCY_KEYS = {
  '0': 'demographics.frequency.0',
  '1': 'demographics.frequency.1',
  '2': 'demographics.frequency.2',
  '3': 'demographics.frequency.3',
} as const satisfies Record<FrequencyScore, string>;
