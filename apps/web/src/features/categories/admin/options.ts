/** One choice of a select. */
export interface Option {
  value: string;
  label: string;
}

/**
 * The choices of a select, plus the chosen value when the choices lack it (a variable or clinic
 * that no longer exists), under `missingLabel`, so the select still shows that something is chosen.
 */
export function optionsWith(
  options: readonly Option[],
  value: string | null,
  missingLabel: string,
): Option[] {
  if (value === null || value === '' || options.some((option) => option.value === value)) return [...options];
  return [...options, { value, label: missingLabel }];
}

/** Hints and errors under the input, so that inputs side by side stay in line. */
export const BELOW_INPUT: ('label' | 'input' | 'description' | 'error')[] = [
  'label',
  'input',
  'description',
  'error',
];
