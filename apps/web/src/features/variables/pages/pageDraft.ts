import {
  addToWindowProblem,
  type PatientVariable,
  type VariablePriority,
  type VariablePriorityEntry,
} from '@vigil/domain';
import { VARIABLE_PAGES, type VariablePage } from '../variablesPage.ts';

/** The variable ids of each page (window), in column order, as the editor holds them. */
export type PageDraft = Readonly<Record<VariablePage, readonly number[]>>;

/** The pages of a GET /patientvariablepriority answer, each in priority order. */
export function draftOf(priorities: readonly VariablePriority[]): PageDraft {
  const pageOf = (page: VariablePage) =>
    priorities
      .filter((column) => column.windowNumber === page)
      .sort((a, b) => a.priority - b.priority)
      .map((column) => column.patientVariable.idpatientVariables);
  return { 1: pageOf(1), 2: pageOf(2), 3: pageOf(3), 4: pageOf(4), 5: pageOf(5) };
}

/** The variables not on the page yet; a variable may be on several pages, once on each. */
export function availableFor(
  draft: PageDraft,
  page: VariablePage,
  catalogue: readonly PatientVariable[],
): PatientVariable[] {
  const onPage = new Set(draft[page]);
  return catalogue.filter((variable) => !onPage.has(variable.idpatientVariables));
}

export type DraftChange = { draft: PageDraft } | { problem: string };

/**
 * Puts a variable on a page, at `index` or last. Refused with the spec's message when none is
 * left to add or the page already holds 10 (docs/requirements/validation.md#variable-pages, domain addToWindowProblem).
 */
export function addToPage(
  draft: PageDraft,
  page: VariablePage,
  variableId: number,
  catalogue: readonly PatientVariable[],
  index?: number,
): DraftChange {
  const problem = addToWindowProblem({
    inWindow: draft[page].length,
    available: availableFor(draft, page, catalogue).length,
  });
  if (problem !== null) return { problem };
  const columns = [...draft[page]];
  columns.splice(index ?? columns.length, 0, variableId);
  return { draft: { ...draft, [page]: columns } };
}

export function removeFromPage(draft: PageDraft, page: VariablePage, variableId: number): PageDraft {
  return { ...draft, [page]: draft[page].filter((id) => id !== variableId) };
}

export function moveOnPage(draft: PageDraft, page: VariablePage, from: number, to: number): PageDraft {
  const columns = [...draft[page]];
  const [moved] = columns.splice(from, 1);
  if (moved === undefined) return draft;
  columns.splice(to, 0, moved);
  return { ...draft, [page]: columns };
}

/** The body of POST /patientvariablepriority for one page: its columns with priorities 1, 2, … */
export function entriesOf(draft: PageDraft, page: VariablePage): VariablePriorityEntry[] {
  return draft[page].map((idpatientVariables, index) => ({
    patientVariable: { idpatientVariables },
    priority: index + 1,
    windowNumber: page,
  }));
}

/** The pages whose columns differ from the saved ones. */
export function changedPages(draft: PageDraft, saved: PageDraft): VariablePage[] {
  return VARIABLE_PAGES.filter((page) => draft[page].join(',') !== saved[page].join(','));
}
