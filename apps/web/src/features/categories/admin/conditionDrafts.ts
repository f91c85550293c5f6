import {
  CATEGORY_MESSAGES,
  categoryFormProblem,
  categoryNameProblem,
  diagnosisConditionProblem,
  hospitalizationConditionProblem,
  isEqualityOnly,
  otherConditionProblem,
  relativeDeviationProblem,
  variableConditionProblem,
  type CategoryConditions,
  type CategoryConditionsForm,
  type DangerStatus,
  type DiagnosisConditionForm,
  type HospitalizationConditionForm,
  type HospitalizationDirection,
  type HospitalizationStatus,
  type IcdCode,
  type OtherConditionForm,
  type OtherRelation,
  type OtherVariable,
  type RelativeDeviationForm,
  type RuleBasedCategory,
  type RuleBasedCategoryForm,
  type VariableConditionForm,
  type VariableRelation,
} from '@vigil/domain';
import { idOfText, problemId } from '../../../i18n/problemId.ts';

/** A number input's value: a number, or '' (or a half-typed text) while it is not one. */
export type InputNumber = number | string;

/** The five kinds of condition of a rule-based category (docs/requirements/categories.md#conditions), in the dialog's order. */
export const CONDITION_KINDS = [
  'variable',
  'other',
  'diagnosis',
  'relativeDeviation',
  'hospitalization',
] as const;
export type ConditionKind = (typeof CONDITION_KINDS)[number];

interface DraftBase {
  /** Tells the rows apart while they are added and removed. */
  key: string;
  /** The stored condition's id; absent for a condition added in this dialog. */
  id?: number;
}

export interface VariableDraft extends DraftBase {
  kind: 'variable';
  variableId: string | null;
  relation: VariableRelation | null;
  threshold: InputNumber;
  /** With DS the threshold is a set of danger statuses. */
  statuses: DangerStatus[];
}

export interface OtherDraft extends DraftBase {
  kind: 'other';
  otherVariable: OtherVariable | null;
  relation: OtherRelation | null;
  /** Days, a date (YYYY-MM-DD), a gender, or the id of a clinic, alarm type or physician, as text. */
  value: string;
}

export interface DiagnosisDraft extends DraftBase {
  kind: 'diagnosis';
  code: IcdCode | null;
}

export interface RelativeDeviationDraft extends DraftBase {
  kind: 'relativeDeviation';
  variableId: string | null;
  /** Percent against the previous 14 days: positive a rise, negative a fall; never 0. */
  threshold: InputNumber;
}

export interface HospitalizationDraft extends DraftBase {
  kind: 'hospitalization';
  days: InputNumber;
  status: HospitalizationStatus | null;
  direction: HospitalizationDirection | null;
  currentlyInHospital: boolean;
}

export type ConditionDraft =
  VariableDraft | OtherDraft | DiagnosisDraft | RelativeDeviationDraft | HospitalizationDraft;

let keySequence = 0;
const nextKey = () => `condition-${++keySequence}`;

const numberOf = (value: InputNumber): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

const variableIdOf = (value: string | null): number | null => {
  const id = value === null ? NaN : Number(value);
  return Number.isInteger(id) ? id : null;
};

/** A new, empty condition of a kind. */
export function emptyDraft(kind: ConditionKind): ConditionDraft {
  const key = nextKey();
  switch (kind) {
    case 'variable':
      return { key, kind, variableId: null, relation: null, threshold: '', statuses: [] };
    case 'other':
      return { key, kind, otherVariable: null, relation: null, value: '' };
    case 'diagnosis':
      return { key, kind, code: null };
    case 'relativeDeviation':
      return { key, kind, variableId: null, threshold: '' };
    case 'hospitalization':
      return { key, kind, days: '', status: null, direction: null, currentlyInHospital: false };
  }
}

/**
 * Choosing an other variable: gender, clinic, alarm type and primary physician force EQ
 * (docs/requirements/administration.md#control-categories); the value of the previous variable means nothing for the new one.
 */
export function withOtherVariable(draft: OtherDraft, otherVariable: OtherVariable | null): OtherDraft {
  const forced = otherVariable !== null && isEqualityOnly(otherVariable);
  const relation = forced ? 'EQ' : draft.relation;
  return {
    ...draft,
    otherVariable,
    relation,
    value: otherVariable === draft.otherVariable ? draft.value : '',
  };
}

/** The relation an other condition's operator input offers: none to choose when EQ is forced. */
export function relationIsForced(draft: OtherDraft): boolean {
  return draft.otherVariable !== null && isEqualityOnly(draft.otherVariable);
}

/** Choosing a variable condition's relation: DS asks for statuses, the others for a threshold. */
export function withVariableRelation(draft: VariableDraft, relation: VariableRelation | null): VariableDraft {
  return {
    ...draft,
    relation,
    statuses: relation === 'DS' ? draft.statuses : [],
    threshold: relation === 'DS' ? '' : draft.threshold,
  };
}

/** The status, direction and in-hospital fields of a hospitalization condition show once days are set. */
export function hospitalizationDaysSet(draft: HospitalizationDraft): boolean {
  return numberOf(draft.days) !== null;
}

function variableForm(draft: VariableDraft): VariableConditionForm {
  const id = variableIdOf(draft.variableId);
  return {
    id: draft.id,
    patientVariable: id === null ? null : { idpatientVariables: id },
    variableRelation: draft.relation,
    threshold: draft.relation === 'DS' ? null : numberOf(draft.threshold),
    dangerStatusConditions:
      draft.relation === 'DS' ? draft.statuses.map((dangerstatus) => ({ dangerstatus })) : [],
  };
}

function otherForm(draft: OtherDraft): OtherConditionForm {
  return {
    id: draft.id,
    otherVariable: draft.otherVariable,
    variableRelation: draft.relation,
    conditionValue: draft.value.trim(),
  };
}

function diagnosisForm(draft: DiagnosisDraft): DiagnosisConditionForm {
  return { id: draft.id, icdCode: draft.code === null ? null : { icdCode: draft.code.icdCode } };
}

function deviationForm(draft: RelativeDeviationDraft): RelativeDeviationForm {
  const id = variableIdOf(draft.variableId);
  return {
    id: draft.id,
    patientVariable: id === null ? null : { idpatientVariables: id },
    threshold: numberOf(draft.threshold),
  };
}

function hospitalizationForm(draft: HospitalizationDraft): HospitalizationConditionForm {
  const days = numberOf(draft.days);
  // Status, direction and "currently in hospital" are only asked once days are set.
  return {
    id: draft.id,
    conditionValue: days,
    hospitalizationStatus: days === null ? null : draft.status,
    hospitalizationDirection: days === null ? null : draft.direction,
    currentlyInHospital: days === null ? false : draft.currentlyInHospital,
  };
}

/** The conditions as POST /rule-based-categories takes them: the five lists of conditionsInCategories. */
export function conditionsForm(drafts: readonly ConditionDraft[]): CategoryConditionsForm {
  const form: CategoryConditionsForm = {
    otherConditions: [],
    diagnosisConditions: [],
    variableConditions: [],
    relativeDeviations: [],
    hospitalizationConditions: [],
  };
  for (const draft of drafts) {
    switch (draft.kind) {
      case 'variable':
        form.variableConditions.push(variableForm(draft));
        break;
      case 'other':
        form.otherConditions.push(otherForm(draft));
        break;
      case 'diagnosis':
        form.diagnosisConditions.push(diagnosisForm(draft));
        break;
      case 'relativeDeviation':
        form.relativeDeviations.push(deviationForm(draft));
        break;
      case 'hospitalization':
        form.hospitalizationConditions.push(hospitalizationForm(draft));
        break;
    }
  }
  return form;
}

/** The problem of one condition (domain rules, docs/requirements/validation.md#category-form), or null when it is complete. */
export function draftProblem(draft: ConditionDraft): string | null {
  switch (draft.kind) {
    case 'variable':
      return variableConditionProblem(variableForm(draft));
    case 'other':
      return otherConditionProblem(otherForm(draft));
    case 'diagnosis':
      return diagnosisConditionProblem(diagnosisForm(draft));
    case 'relativeDeviation':
      return relativeDeviationProblem(deviationForm(draft));
    case 'hospitalization':
      return hospitalizationConditionProblem(hospitalizationForm(draft));
  }
}

/** docs/requirements/administration.md#control-categories: Add Condition appears only while every condition entered so far is valid. */
export function canAddCondition(drafts: readonly ConditionDraft[]): boolean {
  return drafts.every((draft) => draftProblem(draft) === null);
}

/** The request body of the dialog. */
export function categoryBody(
  name: string,
  drafts: readonly ConditionDraft[],
  idruleBasedCategoryUser?: number,
): RuleBasedCategoryForm {
  return {
    idruleBasedCategoryUser: idruleBasedCategoryUser ?? null,
    categoryName: name.trim(),
    conditionsInCategories: [conditionsForm(drafts)],
  };
}

// The name validator's messages, by the id the server sends with each.
const NAME_MESSAGE_IDS: ReadonlySet<string> = new Set(
  [
    CATEGORY_MESSAGES.fillCategoryName,
    CATEGORY_MESSAGES.nameTooLong,
    CATEGORY_MESSAGES.nameTaken,
    CATEGORY_MESSAGES.nameCharacters,
  ].map(idOfText),
);

/**
 * Which field of the dialog a message of the server belongs to: known by its `messageId`, so in
 * any language; an answer without one, by its English text.
 */
export function fieldOfMessage(message: string | null, messageId?: string): DialogProblem['field'] {
  return message !== null && NAME_MESSAGE_IDS.has(problemId(message, messageId)) ? 'name' : 'conditions';
}

export interface DialogProblem {
  /** The name field shows the name validator's message; the conditions' one stands above them. */
  field: 'name' | 'conditions';
  message: string;
}

/**
 * The first problem of the dialog (docs/requirements/validation.md#category-form): the name validator's message, then
 * 'Please fill in all the fields!' for an incomplete condition (or a zero deviation's hint); null when it may be saved.
 */
export function categoryDialogProblem(name: string, drafts: readonly ConditionDraft[]): DialogProblem | null {
  const nameProblem = categoryNameProblem(name);
  if (nameProblem !== null) return { field: 'name', message: nameProblem };
  const message = categoryFormProblem({ categoryName: name, conditions: conditionsForm(drafts) });
  return message === null ? null : { field: 'conditions', message };
}

/** The conditions of a stored category as rows of the dialog, in the dialog's kind order. */
export function draftsOf(category: Pick<RuleBasedCategory, 'conditionsInCategories'>): ConditionDraft[] {
  const conditions: CategoryConditions | undefined = category.conditionsInCategories[0];
  if (!conditions) return [];
  return [
    ...conditions.variableConditions.map((condition): VariableDraft => ({
      key: nextKey(),
      id: condition.id,
      kind: 'variable',
      variableId: String(condition.patientVariable.idpatientVariables),
      relation: condition.variableRelation,
      threshold: condition.threshold ?? '',
      statuses: condition.dangerStatusConditions.map((status) => status.dangerstatus),
    })),
    ...conditions.otherConditions.map((condition): OtherDraft => ({
      key: nextKey(),
      id: condition.id,
      kind: 'other',
      otherVariable: condition.otherVariable,
      relation: condition.variableRelation,
      value: condition.conditionValue,
    })),
    ...conditions.diagnosisConditions.map((condition): DiagnosisDraft => ({
      key: nextKey(),
      id: condition.id,
      kind: 'diagnosis',
      code: condition.icdCode,
    })),
    ...conditions.relativeDeviations.map((condition): RelativeDeviationDraft => ({
      key: nextKey(),
      id: condition.id,
      kind: 'relativeDeviation',
      variableId: String(condition.patientVariable.idpatientVariables),
      threshold: condition.threshold,
    })),
    ...conditions.hospitalizationConditions.map((condition): HospitalizationDraft => ({
      key: nextKey(),
      id: condition.id,
      kind: 'hospitalization',
      days: condition.conditionValue,
      status: condition.hospitalizationStatus,
      direction: condition.hospitalizationDirection,
      currentlyInHospital: condition.currentlyInHospital,
    })),
  ];
}
