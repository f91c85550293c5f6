import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CATEGORY_MESSAGES, messageIdOf, type RuleBasedCategory } from '@vigil/domain';
import {
  canAddCondition,
  categoryBody,
  categoryDialogProblem,
  CONDITION_KINDS,
  draftProblem,
  draftsOf,
  emptyDraft,
  fieldOfMessage,
  hospitalizationDaysSet,
  relationIsForced,
  withOtherVariable,
  withVariableRelation,
  type ConditionDraft,
  type HospitalizationDraft,
  type OtherDraft,
  type RelativeDeviationDraft,
  type VariableDraft,
} from './conditionDrafts.ts';

const { fillAllFields, fillCategoryName, nonZero } = CATEGORY_MESSAGES;

const variable = (change: Partial<VariableDraft> = {}): VariableDraft => ({
  key: 'variable',
  kind: 'variable',
  variableId: null,
  relation: null,
  threshold: '',
  statuses: [],
  ...change,
});
const other = (change: Partial<OtherDraft> = {}): OtherDraft => ({
  key: 'other',
  kind: 'other',
  otherVariable: null,
  relation: null,
  value: '',
  ...change,
});
const deviation = (change: Partial<RelativeDeviationDraft> = {}): RelativeDeviationDraft => ({
  key: 'deviation',
  kind: 'relativeDeviation',
  variableId: null,
  threshold: '',
  ...change,
});
const hospitalization = (change: Partial<HospitalizationDraft> = {}): HospitalizationDraft => ({
  key: 'hospitalization',
  kind: 'hospitalization',
  days: '',
  status: null,
  direction: null,
  currentlyInHospital: false,
  ...change,
});

const completeVariable = variable({ variableId: '3', relation: 'GT', threshold: 2 });
const completeDiagnosis: ConditionDraft = {
  key: 'diagnosis',
  kind: 'diagnosis',
  code: { icdCode: 'N39.44', diagnosisName: 'Nocturnal enuresis' },
};

describe('a new condition', () => {
  it.each(CONDITION_KINDS)('of kind %s starts incomplete', (kind) => {
    expect(draftProblem(emptyDraft(kind))).toBe(fillAllFields);
  });

  it('every row has its own key', () => {
    expect(emptyDraft('other').key).not.toBe(emptyDraft('other').key);
  });
});

describe('variable condition', () => {
  it('is complete with a variable, a relation and a threshold', () => {
    expect(draftProblem(completeVariable)).toBeNull();
    expect(draftProblem({ ...completeVariable, variableId: null })).toBe(fillAllFields);
    expect(draftProblem({ ...completeVariable, relation: null })).toBe(fillAllFields);
    expect(draftProblem({ ...completeVariable, threshold: '' })).toBe(fillAllFields);
  });

  it('a threshold of 0 is a threshold', () => {
    expect(draftProblem({ ...completeVariable, threshold: 0 })).toBeNull();
  });

  it('with DS the threshold is a set of danger statuses', () => {
    const ds = withVariableRelation(completeVariable, 'DS');
    expect(ds.threshold).toBe('');
    expect(draftProblem(ds)).toBe(fillAllFields);
    expect(draftProblem({ ...ds, statuses: ['ALERT_HIGH', 'ABNORMAL_HIGH'] })).toBeNull();
  });

  it('leaving DS forgets the statuses', () => {
    const ds = { ...withVariableRelation(completeVariable, 'DS'), statuses: ['NORMAL' as const] };
    expect(withVariableRelation(ds, 'LT').statuses).toEqual([]);
  });
});

describe('other condition', () => {
  it.each(['gender', 'clinic', 'alarm type', 'primary_physician'] as const)('%s forces EQ', (name) => {
    const chosen = withOtherVariable(other({ relation: 'GT' }), name);
    expect(chosen.relation).toBe('EQ');
    expect(relationIsForced(chosen)).toBe(true);
  });

  it.each([
    'contact_date',
    'days since new data',
    'days since registration',
    'days since first entry',
  ] as const)('%s lets the relation be chosen', (name) => {
    const chosen = withOtherVariable(other({ relation: 'GE' }), name);
    expect(chosen.relation).toBe('GE');
    expect(relationIsForced(chosen)).toBe(false);
  });

  it('choosing another variable clears the value', () => {
    const gender = withOtherVariable(other(), 'gender');
    const chosen = { ...gender, value: 'Female' };
    expect(withOtherVariable(chosen, 'gender').value).toBe('Female');
    expect(withOtherVariable(chosen, 'days since registration').value).toBe('');
  });

  it('is complete with a variable, a relation and a value that fits', () => {
    const days = withOtherVariable(other({ relation: 'GE' }), 'days since registration');
    expect(draftProblem(days)).toBe(fillAllFields);
    expect(draftProblem({ ...days, value: '30' })).toBeNull();
    expect(draftProblem({ ...days, value: 'soon' })).toBe(CATEGORY_MESSAGES.badConditionValue);
    expect(draftProblem({ ...withOtherVariable(other(), 'gender'), value: 'Male' })).toBeNull();
    expect(draftProblem({ ...withOtherVariable(other(), 'clinic'), value: '4' })).toBeNull();
  });

  it('a value of blanks is no value', () => {
    const gender = { ...withOtherVariable(other(), 'gender'), value: '   ' };
    expect(draftProblem(gender)).toBe(fillAllFields);
  });
});

describe('diagnosis condition', () => {
  it('is complete once a code is chosen', () => {
    expect(draftProblem(emptyDraft('diagnosis'))).toBe(fillAllFields);
    expect(draftProblem(completeDiagnosis)).toBeNull();
  });
});

describe('relative deviation', () => {
  it('needs a variable and a number', () => {
    expect(draftProblem(deviation({ threshold: 10 }))).toBe(fillAllFields);
    expect(draftProblem(deviation({ variableId: '3' }))).toBe(fillAllFields);
  });

  it('zero gives the non-zero hint', () => {
    expect(draftProblem(deviation({ variableId: '3', threshold: 0 }))).toBe(nonZero);
  });

  it('any other number, rise or fall, is complete', () => {
    fc.assert(
      fc.property(fc.double({ min: -1000, max: 1000, noNaN: true }), (threshold) => {
        const problem = draftProblem(deviation({ variableId: '3', threshold }));
        expect(problem).toBe(threshold === 0 ? nonZero : null);
      }),
    );
  });
});

describe('hospitalization condition', () => {
  it('is complete with a days value alone', () => {
    expect(draftProblem(hospitalization())).toBe(fillAllFields);
    expect(draftProblem(hospitalization({ days: 0 }))).toBeNull();
  });

  it('shows status, direction and in-hospital only once days are set', () => {
    expect(hospitalizationDaysSet(hospitalization())).toBe(false);
    expect(hospitalizationDaysSet(hospitalization({ days: 0 }))).toBe(true);
    expect(hospitalizationDaysSet(hospitalization({ days: 14 }))).toBe(true);
  });

  it('does not send status, direction or in-hospital chosen before the days were cleared', () => {
    const draft = hospitalization({ status: 'ADMITTED', direction: 'AFTER', currentlyInHospital: true });
    const [sent] =
      categoryBody('Recently admitted', [draft]).conditionsInCategories?.[0]?.hospitalizationConditions ?? [];
    expect(sent).toMatchObject({
      conditionValue: null,
      hospitalizationStatus: null,
      currentlyInHospital: false,
    });
  });
});

describe('Add Condition', () => {
  it('shows on an empty list and while every condition is valid', () => {
    expect(canAddCondition([])).toBe(true);
    expect(canAddCondition([completeVariable, completeDiagnosis])).toBe(true);
  });

  it('hides while a condition is incomplete', () => {
    expect(canAddCondition([completeVariable, emptyDraft('diagnosis')])).toBe(false);
    expect(canAddCondition([deviation({ variableId: '3', threshold: 0 })])).toBe(false);
  });
});

describe('saving the dialog', () => {
  it('a missing name gives the name validator’s message on the name field', () => {
    expect(categoryDialogProblem('  ', [completeVariable])).toEqual({
      field: 'name',
      message: fillCategoryName,
    });
  });

  it('a name with a character a URL cannot carry is refused on the name field', () => {
    expect(categoryDialogProblem('Wet/dry', [])?.field).toBe('name');
  });

  it('an incomplete condition gives ‘Please fill in all the fields!’', () => {
    expect(categoryDialogProblem('Wet nights', [completeVariable, other()])).toEqual({
      field: 'conditions',
      message: fillAllFields,
    });
  });

  it('a named category with complete conditions may be saved', () => {
    expect(categoryDialogProblem('Wet nights', [completeVariable, completeDiagnosis])).toBeNull();
  });

  it('the server’s name messages land on the name field', () => {
    expect(fieldOfMessage(CATEGORY_MESSAGES.nameTaken)).toBe('name');
    expect(fieldOfMessage(CATEGORY_MESSAGES.unknownDiagnosis)).toBe('conditions');
    expect(fieldOfMessage(null)).toBe('conditions');
  });

  it('a server answer in German lands on the name field by its message id', () => {
    const taken = 'Eine Kategorie mit diesem Namen gibt es schon';
    expect(fieldOfMessage(taken, messageIdOf(CATEGORY_MESSAGES.nameTaken))).toBe('name');
    expect(fieldOfMessage('Unbekannte Diagnose', messageIdOf(CATEGORY_MESSAGES.unknownDiagnosis))).toBe(
      'conditions',
    );
  });

  it('the body holds the five lists of conditionsInCategories', () => {
    const ds = {
      ...withVariableRelation(variable({ variableId: '7' }), 'DS'),
      statuses: ['ALERT_HIGH' as const],
    };
    const gender = { ...withOtherVariable(other(), 'gender'), value: 'Female' };
    expect(categoryBody(' Girls on alert ', [ds, gender, completeDiagnosis], 12)).toEqual({
      idruleBasedCategoryUser: 12,
      categoryName: 'Girls on alert',
      conditionsInCategories: [
        {
          variableConditions: [
            {
              id: undefined,
              patientVariable: { idpatientVariables: 7 },
              variableRelation: 'DS',
              threshold: null,
              dangerStatusConditions: [{ dangerstatus: 'ALERT_HIGH' }],
            },
          ],
          otherConditions: [
            { id: undefined, otherVariable: 'gender', variableRelation: 'EQ', conditionValue: 'Female' },
          ],
          diagnosisConditions: [{ id: undefined, icdCode: { icdCode: 'N39.44' } }],
          relativeDeviations: [],
          hospitalizationConditions: [],
        },
      ],
    });
  });
});

describe('editing a stored category', () => {
  const stored: Pick<RuleBasedCategory, 'conditionsInCategories'> = {
    conditionsInCategories: [
      {
        variableConditions: [
          {
            id: 1,
            patientVariable: {
              idpatientVariables: 7,
              variableName: 'Wet nights',
              acronyme: 'WET',
              units: 'nights',
            },
            variableRelation: 'GT',
            threshold: 3,
            dangerStatusConditions: [],
          },
        ],
        otherConditions: [
          {
            id: 2,
            otherVariable: 'clinic',
            variableRelation: 'EQ',
            conditionValue: '4',
            conditionValueLabel: 'North clinic',
          },
        ],
        diagnosisConditions: [{ id: 3, icdCode: { icdCode: 'N39.44', diagnosisName: 'Nocturnal enuresis' } }],
        relativeDeviations: [
          {
            id: 4,
            patientVariable: {
              idpatientVariables: 8,
              variableName: 'Weight',
              acronyme: 'WEIGHT',
              units: 'kg',
            },
            threshold: -5,
          },
        ],
        hospitalizationConditions: [
          {
            id: 5,
            hospitalizationStatus: 'DISCHARGED',
            hospitalizationDirection: 'AFTER',
            conditionValue: 30,
            currentlyInHospital: false,
          },
        ],
      },
    ],
  };

  it('fills one valid row per condition, and saves them back unchanged', () => {
    const drafts = draftsOf(stored);
    expect(drafts.map((draft) => draft.kind)).toEqual([
      'variable',
      'other',
      'diagnosis',
      'relativeDeviation',
      'hospitalization',
    ]);
    expect(canAddCondition(drafts)).toBe(true);
    const body = categoryBody('Stored', drafts, 9).conditionsInCategories?.[0];
    expect(body?.variableConditions).toEqual([
      {
        id: 1,
        patientVariable: { idpatientVariables: 7 },
        variableRelation: 'GT',
        threshold: 3,
        dangerStatusConditions: [],
      },
    ]);
    expect(body?.relativeDeviations).toEqual([
      { id: 4, patientVariable: { idpatientVariables: 8 }, threshold: -5 },
    ]);
    expect(body?.hospitalizationConditions).toEqual([
      {
        id: 5,
        conditionValue: 30,
        hospitalizationStatus: 'DISCHARGED',
        hospitalizationDirection: 'AFTER',
        currentlyInHospital: false,
      },
    ]);
  });

  it('a category without conditions has no rows', () => {
    expect(draftsOf({ conditionsInCategories: [] })).toEqual([]);
  });
});
