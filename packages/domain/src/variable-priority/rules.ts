import { z } from 'zod';
// The page count and size are the patients list's (docs/requirements/constants.md#variable-page-size); defined once, there.
import { MAX_VARIABLES_PER_WINDOW, VARIABLE_WINDOWS } from '../patients/index.ts';
import { patientVariableSchema } from './catalogue.ts';
import { integerColumnSchema } from '../ids.ts';
import { VARIABLE_PRIORITY_MESSAGES } from './messages.ts';

const windowNumber = z
  .number({ error: VARIABLE_PRIORITY_MESSAGES.window })
  .int({ error: VARIABLE_PRIORITY_MESSAGES.window })
  .min(1, { error: VARIABLE_PRIORITY_MESSAGES.window })
  .max(VARIABLE_WINDOWS.length, { error: VARIABLE_PRIORITY_MESSAGES.window });

/** One column of a page: the variable, its place on the page (lower first) and the page. */
export const variablePrioritySchema = z.object({
  patientVariable: patientVariableSchema,
  priority: integerColumnSchema,
  windowNumber: integerColumnSchema,
});
export type VariablePriority = z.infer<typeof variablePrioritySchema>;

/** One column as the pages editor sends it; the variable needs only its id. */
export const variablePriorityEntrySchema = z.object({
  patientVariable: z.object({ idpatientVariables: integerColumnSchema }),
  priority: integerColumnSchema.min(0).max(1000),
  windowNumber,
});
export type VariablePriorityEntry = z.infer<typeof variablePriorityEntrySchema>;

/** The body of POST /patientvariablepriority(/predefined): the columns of the pages being saved. */
export const variablePriorityRequestSchema = z
  .array(variablePriorityEntrySchema)
  .max(MAX_VARIABLES_PER_WINDOW * VARIABLE_WINDOWS.length, { error: VARIABLE_PRIORITY_MESSAGES.windowFull });

/**
 * Which pages a save replaces: every page named in the body, plus the one named here, so that a
 * page emptied by the editor (no entries left) is saved too.
 */
export const variablePriorityQuerySchema = z.object({
  windowNumber: z.coerce.number({ error: VARIABLE_PRIORITY_MESSAGES.window }).pipe(windowNumber).optional(),
});

/** The first problem of a list of page columns, or null: at most 10 per page, a variable once per page. */
export function variablePriorityProblem(entries: readonly VariablePriorityEntry[]): string | null {
  const perWindow = new Map<number, Set<number>>();
  for (const entry of entries) {
    const variables = perWindow.get(entry.windowNumber) ?? new Set<number>();
    if (variables.has(entry.patientVariable.idpatientVariables))
      return VARIABLE_PRIORITY_MESSAGES.twiceInWindow;
    variables.add(entry.patientVariable.idpatientVariables);
    perWindow.set(entry.windowNumber, variables);
  }
  for (const variables of perWindow.values()) {
    if (variables.size > MAX_VARIABLES_PER_WINDOW) return VARIABLE_PRIORITY_MESSAGES.windowFull;
  }
  return null;
}

/**
 * Whether the pages editor may move one more variable onto a page (docs/requirements/validation.md#variable-pages): not when none is
 * left to move, nor when the page already holds 10.
 */
export function addToWindowProblem(page: {
  readonly inWindow: number;
  readonly available: number;
}): string | null {
  if (page.available === 0) return VARIABLE_PRIORITY_MESSAGES.noneAvailable;
  if (page.inWindow >= MAX_VARIABLES_PER_WINDOW) return VARIABLE_PRIORITY_MESSAGES.windowFull;
  return null;
}
