import { describe, expect, it } from 'vitest';
import { GENERIC_STORE_KEYS, keysToClear, VARIABLES_PAGE_KEY } from '../../storage/clientState.ts';
import { decodePage } from './variablesPage.ts';

describe('the variables page kept in this browser', () => {
  it('reads back pages 1 to 5', () => {
    expect(['1', '2', '3', '4', '5'].map(decodePage)).toEqual([1, 2, 3, 4, 5]);
  });

  it('starts on page 1, and a stored value out of range falls back to it', () => {
    expect([null, '0', '6', '2.5', 'two'].map(decodePage)).toEqual([1, 1, 1, 1, 1]);
  });

  it('is part of the generic store, so it survives a logout', () => {
    expect(GENERIC_STORE_KEYS).toContain(VARIABLES_PAGE_KEY);
    expect(keysToClear([VARIABLES_PAGE_KEY])).toEqual([]);
  });
});
