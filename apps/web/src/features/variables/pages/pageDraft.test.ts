import { describe, expect, it } from 'vitest';
import { VARIABLE_PRIORITY_MESSAGES, type PatientVariable, type VariablePriority } from '@vigil/domain';
import {
  addToPage,
  availableFor,
  changedPages,
  draftOf,
  entriesOf,
  moveOnPage,
  removeFromPage,
  type PageDraft,
} from './pageDraft.ts';

const variable = (id: number): PatientVariable => ({
  idpatientVariables: id,
  variableName: `Variable ${id}`,
  variableNameTranslate: `Variable ${id}`,
  acronyme: `V${id}`,
  acronymeTranslate: `V${id}`,
  units: '',
});
const catalogue = Array.from({ length: 12 }, (_, index) => variable(index + 1));
const column = (id: number, windowNumber: number, priority: number): VariablePriority => ({
  patientVariable: variable(id),
  windowNumber,
  priority,
});
const empty: PageDraft = { 1: [], 2: [], 3: [], 4: [], 5: [] };

describe('variable pages editor', () => {
  it('reads each page in priority order', () => {
    const draft = draftOf([column(3, 1, 2), column(1, 1, 1), column(2, 2, 1)]);
    expect(draft).toEqual({ 1: [1, 3], 2: [2], 3: [], 4: [], 5: [] });
  });

  it('offers the variables not on the page, also those on other pages', () => {
    const draft = { ...empty, 1: [1, 2], 2: [3] };
    expect(availableFor(draft, 1, catalogue.slice(0, 4)).map((item) => item.idpatientVariables)).toEqual([
      3, 4,
    ]);
  });

  it('adds a variable where it was dropped, or last', () => {
    const draft = { ...empty, 1: [1, 2] };
    expect(addToPage(draft, 1, 5, catalogue, 1)).toEqual({ draft: { ...empty, 1: [1, 5, 2] } });
    expect(addToPage(draft, 1, 5, catalogue)).toEqual({ draft: { ...empty, 1: [1, 2, 5] } });
  });

  it('refuses an 11th variable on a page', () => {
    const full = { ...empty, 1: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] };
    expect(addToPage(full, 1, 11, catalogue)).toEqual({ problem: VARIABLE_PRIORITY_MESSAGES.windowFull });
  });

  it('refuses when no variable is left to add', () => {
    const all = { ...empty, 1: [1, 2] };
    expect(addToPage(all, 1, 3, catalogue.slice(0, 2))).toEqual({
      problem: VARIABLE_PRIORITY_MESSAGES.noneAvailable,
    });
  });

  it('removes and reorders columns', () => {
    const draft = { ...empty, 2: [4, 5, 6] };
    expect(removeFromPage(draft, 2, 5)[2]).toEqual([4, 6]);
    expect(moveOnPage(draft, 2, 2, 0)[2]).toEqual([6, 4, 5]);
  });

  it('saves a page with priorities from 1 in column order', () => {
    expect(entriesOf({ ...empty, 3: [9, 2] }, 3)).toEqual([
      { patientVariable: { idpatientVariables: 9 }, priority: 1, windowNumber: 3 },
      { patientVariable: { idpatientVariables: 2 }, priority: 2, windowNumber: 3 },
    ]);
  });

  it('knows which pages have unsaved changes', () => {
    expect(changedPages({ ...empty, 1: [2, 1] }, { ...empty, 1: [1, 2] })).toEqual([1]);
    expect(changedPages(empty, empty)).toEqual([]);
  });
});
