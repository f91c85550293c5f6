import type { Language } from '@vigil/domain';
import type { Rng } from '@vigil/learning';
import { NAMES, type FamilyName } from './names-data.ts';

export type Gender = 'Male' | 'Female';

export interface PersonName {
  firstName: string;
  lastName: string;
  fullName: string;
}

/** Mothers fill in most registration forms for a child's treatment. */
const MOTHER_REGISTERS = 0.7;

function inflect(family: FamilyName, gender: Gender): string {
  if (typeof family === 'string') return family;
  return gender === 'Male' ? family[0] : family[1];
}

function person(firstName: string, lastName: string): PersonName {
  return { firstName, lastName, fullName: `${firstName} ${lastName}` };
}

/** An adult's name in the language, e.g. a chronic-care patient. */
export function adultName(rng: Rng, language: Language, gender: Gender): PersonName {
  const pool = NAMES[language];
  const firstName = rng.pick(gender === 'Male' ? pool.men : pool.women);
  const families = pool.families;
  if (language === 'es' || language === 'pt') {
    return person(firstName, `${inflect(rng.pick(families), gender)} ${inflect(rng.pick(families), gender)}`);
  }
  return person(firstName, inflect(rng.pick(families), gender));
}

/**
 * A child and the parent who registered them, sharing the family name. Spanish children carry
 * the father's first family name and then the mother's; Portuguese children the mother's and
 * then the father's; a parent shows their own two family names.
 */
export function childAndParentNames(
  rng: Rng,
  language: Language,
  childGender: Gender,
): { child: PersonName; parent: PersonName } {
  const pool = NAMES[language];
  const childFirst = rng.pick(childGender === 'Male' ? pool.boys : pool.girls);
  const parentGender: Gender = rng.bernoulli(MOTHER_REGISTERS) ? 'Female' : 'Male';
  const parentFirst = rng.pick(parentGender === 'Male' ? pool.men : pool.women);
  const family = rng.pick(pool.families);
  if (language === 'es' || language === 'pt') {
    const fathers = inflect(family, 'Male');
    const mothers = inflect(rng.pick(pool.families), 'Female');
    const grandparents = inflect(rng.pick(pool.families), 'Female');
    const parentOwn = parentGender === 'Male' ? fathers : mothers;
    const childLast = language === 'es' ? `${fathers} ${mothers}` : `${mothers} ${fathers}`;
    const parentLast = language === 'es' ? `${parentOwn} ${grandparents}` : `${grandparents} ${parentOwn}`;
    return { child: person(childFirst, childLast), parent: person(parentFirst, parentLast) };
  }
  return {
    child: person(childFirst, inflect(family, childGender)),
    parent: person(parentFirst, inflect(family, parentGender)),
  };
}
