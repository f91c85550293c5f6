import { useState } from 'react';

/**
 * True from the first render at which `value` is true, and from then on: a dialog whose code
 * loads when it is first opened stays mounted afterwards, so closing it keeps its transition and
 * opening it again fetches nothing.
 */
export function useOnceTrue(value: boolean): boolean {
  const [seen, setSeen] = useState(value);
  if (value && !seen) setSeen(true);
  return seen || value;
}
