import { describe, expect, it } from 'vitest';
import {
  addToWindowProblem,
  variablePriorityProblem,
  variablePriorityQuerySchema,
  variablePriorityRequestSchema,
  type VariablePriorityEntry,
} from './rules.ts';
import { VARIABLE_PRIORITY_MESSAGES } from './messages.ts';

const entry = (variableId: number, windowNumber: number, priority = variableId): VariablePriorityEntry => ({
  patientVariable: { idpatientVariables: variableId },
  priority,
  windowNumber,
});
const range = (count: number, from = 1) => Array.from({ length: count }, (_, index) => from + index);

describe('variable pages', () => {
  it('10 variables on a page are fine', () => {
    expect(variablePriorityProblem(range(10).map((id) => entry(id, 1)))).toBeNull();
  });
  it('an 11th variable on a page is refused', () => {
    expect(variablePriorityProblem(range(11).map((id) => entry(id, 1)))).toBe(
      VARIABLE_PRIORITY_MESSAGES.windowFull,
    );
  });
  it('the limit is per page: 10 on each of two pages are fine', () => {
    expect(
      variablePriorityProblem([
        ...range(10).map((id) => entry(id, 1)),
        ...range(10).map((id) => entry(id, 2)),
      ]),
    ).toBeNull();
  });
  it('a variable may appear once per page', () => {
    expect(variablePriorityProblem([entry(1, 1), entry(1, 1, 5)])).toBe(
      VARIABLE_PRIORITY_MESSAGES.twiceInWindow,
    );
    expect(variablePriorityProblem([entry(1, 1), entry(1, 2)])).toBeNull();
  });
});

describe('moving a variable onto a page', () => {
  it('is refused when no variable is left to move', () => {
    expect(addToWindowProblem({ inWindow: 3, available: 0 })).toBe(VARIABLE_PRIORITY_MESSAGES.noneAvailable);
  });
  it('is refused when the page holds 10', () => {
    expect(addToWindowProblem({ inWindow: 10, available: 4 })).toBe(VARIABLE_PRIORITY_MESSAGES.windowFull);
  });
  it('is allowed otherwise', () => {
    expect(addToWindowProblem({ inWindow: 9, available: 1 })).toBeNull();
  });
});

describe('variable page schemas', () => {
  it('pages are numbered 1 to 5', () => {
    for (const windowNumber of [0, 6, 1.5]) {
      const result = variablePriorityRequestSchema.safeParse([entry(1, windowNumber)]);
      expect(result.error?.issues[0]?.message).toBe(VARIABLE_PRIORITY_MESSAGES.window);
    }
    expect(variablePriorityQuerySchema.safeParse({ windowNumber: '6' }).error?.issues[0]?.message).toBe(
      VARIABLE_PRIORITY_MESSAGES.window,
    );
    expect(variablePriorityQuerySchema.parse({ windowNumber: '5' })).toEqual({ windowNumber: 5 });
    expect(variablePriorityQuerySchema.parse({})).toEqual({});
  });
  it('more columns than five full pages hold are refused', () => {
    const result = variablePriorityRequestSchema.safeParse(range(51).map((id) => entry(id, 1)));
    expect(result.error?.issues[0]?.message).toBe(VARIABLE_PRIORITY_MESSAGES.windowFull);
  });
});
