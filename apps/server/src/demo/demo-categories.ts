import type { Customer, DangerStatus, Language, OtherRelation, OtherVariable } from '@vigil/domain';
import type { Db } from '../db/database.ts';
import { DEMO_CATEGORY_NAMES } from './demo-category-names.ts';

/** A shared rule-based category of the demo clinic, its conditions named by variable code. */
interface DemoCategory {
  name: string;
  alert?: boolean;
  /** Shown on patient details as a suggested category of each patient it holds. */
  suggested?: boolean;
  variable?: readonly {
    code: string;
    relation: 'GT' | 'EQ' | 'LT' | 'DS';
    threshold?: number;
    statuses?: DangerStatus[];
  }[];
  other?: readonly { otherVariable: OtherVariable; relation: OtherRelation; value: string }[];
  diagnosis?: readonly string[];
  deviation?: readonly { code: string; threshold: number }[];
  hospitalization?: readonly {
    status?: 'ADMITTED' | 'DISCHARGED';
    direction?: 'AFTER' | 'BEFORE';
    days: number;
    currentlyInHospital?: boolean;
  }[];
}

/** What a clinic of each flavour would watch; one alert category of each feeds the ALERTS button. */
const DEMO_CATEGORIES: Readonly<Record<Customer, readonly DemoCategory[]>> = {
  bedwetting: [
    {
      name: 'Many wet nights',
      alert: true,
      variable: [{ code: 'WET', relation: 'DS', statuses: ['ABNORMAL_HIGH', 'ALERT_HIGH'] }],
    },
    {
      name: 'No entries for 3 days',
      other: [{ otherVariable: 'days since new data', relation: 'GE', value: '3' }],
    },
    {
      name: 'Dry for two weeks',
      variable: [{ code: 'DRYSTREAK', relation: 'GT', threshold: 13 }],
      // Still recording: a streak that ended with the last entry weeks ago is not dryness.
      other: [{ otherVariable: 'days since new data', relation: 'LE', value: '2' }],
    },
    {
      name: 'Wetting rising',
      deviation: [{ code: 'WET', threshold: 50 }],
    },
    {
      name: 'Likely to drop out',
      suggested: true,
      variable: [{ code: 'AI_DROPOUT_SC', relation: 'GT', threshold: 0.5 }],
    },
    {
      name: 'Open technical errors',
      suggested: true,
      variable: [{ code: 'TECHERR', relation: 'GT', threshold: 0 }],
    },
    {
      name: 'Enuresis, 8 weeks without dryness',
      diagnosis: ['N39.44'],
      other: [{ otherVariable: 'days since first entry', relation: 'GE', value: '56' }],
      variable: [{ code: 'DRY', relation: 'LT', threshold: 7 }],
    },
  ],
  generic: [
    {
      name: 'Low oxygen',
      alert: true,
      variable: [{ code: 'SPO2', relation: 'DS', statuses: ['ALERT_LOW', 'ABNORMAL_LOW'] }],
    },
    {
      // The name the top bar's Discharge<30 button asks for.
      name: 'Discharge<30',
      hospitalization: [{ status: 'DISCHARGED', direction: 'AFTER', days: 30 }],
    },
    {
      name: 'In hospital',
      hospitalization: [{ days: 0, currentlyInHospital: true }],
    },
    {
      name: 'High AI risk of a hospital stay',
      suggested: true,
      variable: [{ code: 'RISK_SCORE', relation: 'GT', threshold: 0.2 }],
    },
    {
      name: 'Above dry weight',
      suggested: true,
      variable: [{ code: 'DWDEV', relation: 'GT', threshold: 2 }],
    },
    {
      name: 'Heart failure, weight rising',
      diagnosis: ['I50.9'],
      deviation: [{ code: 'WEIGHT', threshold: 3 }],
    },
    {
      name: 'No measurements for 3 days',
      other: [{ otherVariable: 'days since new data', relation: 'GE', value: '3' }],
    },
  ],
};

/** The demo clinic's shared rule-based categories (ICD codes and variables must already exist). */
export async function createDemoCategories(db: Db, customer: Customer): Promise<void> {
  const variables = await db.selectFrom('patientVariable').select(['id', 'code']).execute();
  const variableId = (code: string) => {
    const found = variables.find((variable) => variable.code === code);
    if (!found) throw new Error(`Demo category variable ${code} is missing`);
    return found.id;
  };
  for (const category of DEMO_CATEGORIES[customer]) {
    const { id: categoryId } = await db
      .insertInto('ruleBasedCategory')
      .values({
        name: category.name,
        createdBy: null,
        sharableType: category.alert ? 'admin-alert' : null,
        isSuggested: category.suggested ?? false,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const names = Object.entries(DEMO_CATEGORY_NAMES[category.name] ?? {});
    if (names.length > 0) {
      await db
        .insertInto('categoryLanguage')
        .values(names.map(([language, name]) => ({ categoryId, language: language as Language, name })))
        .execute();
    }
    for (const condition of category.variable ?? []) {
      const { id } = await db
        .insertInto('categoryVariableCondition')
        .values({
          categoryId,
          variableId: variableId(condition.code),
          relation: condition.relation,
          threshold: condition.relation === 'DS' ? null : (condition.threshold ?? 0),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      for (const dangerStatus of condition.statuses ?? []) {
        await db
          .insertInto('categoryVariableConditionStatus')
          .values({ conditionId: id, dangerStatus })
          .execute();
      }
    }
    for (const condition of category.other ?? []) {
      await db
        .insertInto('categoryOtherCondition')
        .values({
          categoryId,
          otherVariable: condition.otherVariable,
          relation: condition.relation,
          conditionValue: condition.value,
        })
        .execute();
    }
    for (const icdCode of category.diagnosis ?? []) {
      await db.insertInto('categoryDiagnosisCondition').values({ categoryId, icdCode }).execute();
    }
    for (const condition of category.deviation ?? []) {
      await db
        .insertInto('categoryRelativeDeviation')
        .values({ categoryId, variableId: variableId(condition.code), threshold: condition.threshold })
        .execute();
    }
    for (const condition of category.hospitalization ?? []) {
      await db
        .insertInto('categoryHospitalizationCondition')
        .values({
          categoryId,
          status: condition.status ?? null,
          direction: condition.direction ?? null,
          conditionValue: condition.days,
          currentlyInHospital: condition.currentlyInHospital ?? false,
        })
        .execute();
    }
  }
}
