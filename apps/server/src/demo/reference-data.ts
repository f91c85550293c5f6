import { flavourOf, type Customer, type MessageLanguage } from '@vigil/domain';
import type { Db } from '../db/database.ts';
import { ALARM_TYPES, type AlarmType } from './model/index.ts';

/** The countries the demo patients live in (ISO 3166-1 alpha-2 of the model), by English name. */
export const COUNTRY_NAMES: Readonly<Record<string, string>> = {
  SE: 'Sweden',
  NO: 'Norway',
  DK: 'Denmark',
  FI: 'Finland',
  DE: 'Germany',
  AT: 'Austria',
  CH: 'Switzerland',
  NL: 'Netherlands',
  BE: 'Belgium',
  GB: 'United Kingdom',
  IE: 'Ireland',
  FR: 'France',
  ES: 'Spain',
  IT: 'Italy',
  PL: 'Poland',
  PT: 'Portugal',
};

/**
 * The ICD-10-CM codes the model assigns, with their FY2026 long descriptions. Migration 0002 loads
 * the whole list; these few are upserted as well, so the demo does not depend on it.
 */
const ICD_CODES: Readonly<Record<Customer, Readonly<Record<string, string>>>> = {
  bedwetting: {
    'N39.44': 'Nocturnal enuresis',
    'F98.0': 'Enuresis not due to a substance or known physiological condition',
  },
  generic: {
    'I50.9': 'Heart failure, unspecified',
    I10: 'Essential (primary) hypertension',
    'E11.9': 'Type 2 diabetes mellitus without complications',
    'J44.9': 'Chronic obstructive pulmonary disease, unspecified',
    'N18.6': 'End stage renal disease',
  },
};

type Translations = readonly (readonly [MessageLanguage, string])[];

const ALARM_TYPE_NAMES: Readonly<Record<AlarmType, Translations>> = {
  'Body-worn alarm': [
    ['en', 'Body-worn alarm'],
    ['sv', 'Kroppsburet larm'],
    ['no', 'Kroppsbåret alarm'],
    ['de', 'Körpergetragener Alarm'],
  ],
  'Bed mat alarm': [
    ['en', 'Bed mat alarm'],
    ['sv', 'Larmmatta'],
    ['no', 'Alarmmatte'],
    ['de', 'Klingelmatte'],
  ],
  'Wireless alarm': [
    ['en', 'Wireless alarm'],
    ['sv', 'Trådlöst larm'],
    ['no', 'Trådløs alarm'],
    ['de', 'Funkalarm'],
  ],
};

export interface ReferenceIds {
  /** Country id by the model's ISO code. */
  countryIds: ReadonlyMap<string, number>;
  alarmTypeIds: ReadonlyMap<AlarmType, number>;
}

/**
 * Makes sure the countries, ICD codes and (where the flavour has them) alarm types the generated
 * patients refer to exist, and returns their ids. Idempotent: rows already there, also ones staff made, are kept.
 */
export async function ensureReferenceData(db: Db, customer: Customer): Promise<ReferenceIds> {
  const countries = Object.entries(COUNTRY_NAMES);
  await db
    .insertInto('country')
    .values(countries.map(([, name]) => ({ name })))
    .onConflict((conflict) => conflict.doNothing())
    .execute();
  await db
    .insertInto('icdCode')
    .values(Object.entries(ICD_CODES[customer]).map(([code, description]) => ({ code, description })))
    .onConflict((conflict) => conflict.doNothing())
    .execute();
  const countryRows = await db.selectFrom('country').select(['id', 'name']).execute();
  const countryIdByName = new Map(countryRows.map((row) => [row.name.toLowerCase(), row.id]));
  const countryIds = new Map<string, number>();
  for (const [iso, name] of countries) {
    const id = countryIdByName.get(name.toLowerCase());
    if (id !== undefined) countryIds.set(iso, id);
  }
  const alarmTypeIds = flavourOf(customer).alarmTypes
    ? await ensureAlarmTypes(db)
    : new Map<AlarmType, number>();
  return { countryIds, alarmTypeIds };
}

async function ensureAlarmTypes(db: Db): Promise<Map<AlarmType, number>> {
  await db
    .insertInto('alarmType')
    .values(ALARM_TYPES.map((name) => ({ name })))
    .onConflict((conflict) => conflict.doNothing())
    .execute();
  const rows = await db.selectFrom('alarmType').select(['id', 'name']).execute();
  const idByName = new Map(rows.map((row) => [row.name.toLowerCase(), row.id]));
  const ids = new Map<AlarmType, number>();
  const translations: { alarmTypeId: number; language: MessageLanguage; name: string }[] = [];
  for (const type of ALARM_TYPES) {
    const id = idByName.get(type.toLowerCase());
    if (id === undefined) continue;
    ids.set(type, id);
    for (const [language, name] of ALARM_TYPE_NAMES[type])
      translations.push({ alarmTypeId: id, language, name });
  }
  await db
    .insertInto('alarmTypeLanguage')
    .values(translations)
    .onConflict((conflict) => conflict.doNothing())
    .execute();
  return ids;
}
