import { describe, expect, it } from 'vitest';
import { createInstance } from 'i18next';
import type { CategoryConditions, RuleBasedCategory } from '@vigil/domain';
import { DICTIONARIES } from '../../../i18n/dictionaries.ts';
import { conditionLines, otherValueLabel, variableLabel } from './conditionSummary.ts';
import { flagIsOn } from './flags.ts';
import { mayDeleteCategory, mayEditCategory, maySetCategoryFlags } from './permissions.ts';

async function translatorFor(language: 'en' | 'sv') {
  const instance = createInstance();
  await instance.init({
    lng: language,
    resources: { [language]: { translation: DICTIONARIES[language] } },
    interpolation: { escapeValue: false },
  });
  return instance.t.bind(instance);
}

const wetNights = { idpatientVariables: 7, variableName: 'Wet nights', acronyme: 'WET', units: 'nights' };
const none: CategoryConditions = {
  variableConditions: [],
  otherConditions: [],
  diagnosisConditions: [],
  relativeDeviations: [],
  hospitalizationConditions: [],
};

describe('a condition’s variable', () => {
  it('shows the catalogue’s name, and ‘error’ when the lookup misses', async () => {
    const t = await translatorFor('en');
    const catalogue = new Map([[7, 'Wet nights']]);
    expect(variableLabel(catalogue, 7, t)).toBe('Wet nights');
    expect(variableLabel(catalogue, 99, t)).toBe('error');
  });

  it('a clinic, alarm type or physician that is gone shows ‘error’ too', async () => {
    const t = await translatorFor('en');
    expect(
      otherValueLabel({ otherVariable: 'clinic', conditionValue: '4', conditionValueLabel: null }, t),
    ).toBe('error');
    expect(
      otherValueLabel({ otherVariable: 'clinic', conditionValue: '4', conditionValueLabel: 'North' }, t),
    ).toBe('North');
  });

  it('a gender reads in the reader’s language, also in the spec’s spelling ‘Unkown’', async () => {
    const t = await translatorFor('sv');
    const gender = (conditionValue: string) =>
      otherValueLabel({ otherVariable: 'gender', conditionValue, conditionValueLabel: null }, t);
    expect(gender('Female')).toBe('Kvinna');
    expect(gender('Unkown')).toBe('Okänt');
  });
});

describe('the conditions column', () => {
  it('writes each condition in one line', async () => {
    const t = await translatorFor('en');
    const lines = conditionLines(
      {
        ...none,
        variableConditions: [
          {
            id: 1,
            patientVariable: wetNights,
            variableRelation: 'GT',
            threshold: 3,
            dangerStatusConditions: [],
          },
          {
            id: 2,
            patientVariable: wetNights,
            variableRelation: 'DS',
            threshold: null,
            dangerStatusConditions: [{ dangerstatus: 'ALERT_HIGH' }, { dangerstatus: 'ABNORMAL_HIGH' }],
          },
        ],
        otherConditions: [
          {
            id: 3,
            otherVariable: 'days since registration',
            variableRelation: 'GE',
            conditionValue: '30',
            conditionValueLabel: null,
          },
        ],
        diagnosisConditions: [{ id: 4, icdCode: { icdCode: 'N39.44', diagnosisName: 'Nocturnal enuresis' } }],
        relativeDeviations: [{ id: 5, patientVariable: wetNights, threshold: 20 }],
        hospitalizationConditions: [
          {
            id: 6,
            hospitalizationStatus: 'ADMITTED',
            hospitalizationDirection: 'AFTER',
            conditionValue: 7,
            currentlyInHospital: true,
          },
        ],
      },
      new Map([[7, 'Wet nights']]),
      t,
    );
    expect(lines).toEqual([
      'Wet nights > 3',
      'Wet nights: Alert high, Abnormal high',
      'Days since registration ≥ 30',
      'Diagnosis N39.44 Nocturnal enuresis',
      'Wet nights +20 % against the previous 14 days',
      'Hospitalization · days: 7 · Admitted · After · Currently in hospital',
    ]);
  });

  it('writes a threshold in the interface language’s number format', async () => {
    const t = await translatorFor('sv');
    const conditions: CategoryConditions = {
      ...none,
      variableConditions: [
        {
          id: 1,
          patientVariable: wetNights,
          variableRelation: 'GT',
          threshold: 0.2,
          dangerStatusConditions: [],
        },
      ],
    };
    expect(conditionLines(conditions, new Map([[7, 'Våta nätter']]), t, 'sv')).toEqual(['Våta nätter > 0,2']);
    expect(conditionLines(conditions, new Map([[7, 'Wet nights']]), t, 'en')).toEqual(['Wet nights > 0.2']);
  });

  it('uses the stored names until the catalogue has loaded, then shows ‘error’ for what it lacks', async () => {
    const t = await translatorFor('en');
    const conditions: CategoryConditions = {
      ...none,
      relativeDeviations: [{ id: 5, patientVariable: wetNights, threshold: -10 }],
    };
    expect(conditionLines(conditions, null, t)).toEqual(['Wet nights -10 % against the previous 14 days']);
    expect(conditionLines(conditions, new Map(), t)).toEqual(['error -10 % against the previous 14 days']);
  });

  it('a category without conditions has no lines', async () => {
    const t = await translatorFor('en');
    expect(conditionLines(undefined, null, t)).toEqual([]);
  });
});

describe('who sees which controls', () => {
  const category = { canEdit: true, isPremiumFeature: false };

  it('the switches are the product admin’s', () => {
    expect(maySetCategoryFlags('ROLE_MYAPPADMIN')).toBe(true);
    expect(maySetCategoryFlags('ROLE_ADMIN')).toBe(false);
  });

  it('Edit of a premium category is hidden unless the caller is the product admin', () => {
    const premium = { ...category, isPremiumFeature: true };
    expect(mayEditCategory(premium, 'ROLE_ADMIN')).toBe(false);
    expect(mayDeleteCategory(premium, 'ROLE_ADMIN')).toBe(false);
    expect(mayEditCategory(premium, 'ROLE_MYAPPADMIN')).toBe(true);
    expect(mayEditCategory(category, 'ROLE_USER')).toBe(true);
  });

  it('a category the server does not let the caller change has no Edit or Delete', () => {
    expect(mayEditCategory({ ...category, canEdit: false }, 'ROLE_MYAPPADMIN')).toBe(false);
    expect(mayDeleteCategory({ ...category, canEdit: false }, 'ROLE_USER')).toBe(false);
  });

  it('an alert category is the one shared as admin-alert', () => {
    const flags: Pick<RuleBasedCategory, 'isPremiumFeature' | 'isSuggested' | 'sharableType'> = {
      isPremiumFeature: false,
      isSuggested: true,
      sharableType: 'admin-alert',
    };
    expect(flagIsOn(flags, 'alert')).toBe(true);
    expect(flagIsOn({ ...flags, sharableType: null }, 'alert')).toBe(false);
    expect(flagIsOn(flags, 'isSuggested')).toBe(true);
    expect(flagIsOn(flags, 'isPremiumFeature')).toBe(false);
  });
});
