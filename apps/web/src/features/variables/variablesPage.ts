import { VARIABLE_WINDOWS } from '@vigil/domain';
import { VARIABLES_PAGE_KEY } from '../../storage/clientState.ts';
import { storedValue, useStoredValue } from '../../storage/storedValue.ts';

/** docs/requirements/constants.md#variable-page-size: variables are shown in pages (windows) 1–5 of at most 10 each. */
export const VARIABLE_PAGES = VARIABLE_WINDOWS;
export type VariablePage = (typeof VARIABLE_PAGES)[number];

export function decodePage(raw: string | null): VariablePage {
  return VARIABLE_PAGES.find((page) => String(page) === raw) ?? 1;
}

// Part of the generic store: the page chosen stays when someone else logs in on this PC.
const variablesPage = storedValue(VARIABLES_PAGE_KEY, decodePage);

/** The variables page the patient tables show, read outside a component (list prefetch). */
export function readVariablesPage(): VariablePage {
  return variablesPage.read();
}

/** The variables page the patient tables show, and a way to choose another. */
export function useVariablesPage(): [VariablePage, (page: VariablePage) => void] {
  return [useStoredValue(variablesPage), (page) => variablesPage.write(page)];
}
