import type { RuleBasedCategory } from '../categories/schemas.ts';
import { isAiVariable } from './codes.ts';

/**
 * A suggested category is the AI's suggestion when one of its conditions reads an AI variable;
 * GET /patients/{id}/ai-suggested-categories lists those first.
 */
export const isAiSuggestion = (category: Pick<RuleBasedCategory, 'conditionsInCategories'>): boolean =>
  category.conditionsInCategories.some((conditions) =>
    conditions.variableConditions.some((condition) => isAiVariable(condition.patientVariable.acronyme)),
  );
