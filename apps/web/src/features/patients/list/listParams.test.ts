import { describe, expect, it } from 'vitest';
import { routeQuery } from '../../../api/call.ts';
import {
  DEFAULT_SORT,
  nextSort,
  patientListQuery,
  readListParams,
  writeListParams,
  type ListParams,
} from './listParams.ts';

describe('sorting the patients list', () => {
  it('starts with the highest AI score first', () => {
    expect(DEFAULT_SORT).toEqual({ key: 'AI_SCORE', direction: 'desc' });
  });

  it('clicking the sorted column again flips the direction, and again flips it back', () => {
    const once = nextSort(DEFAULT_SORT, 'AI_SCORE');
    expect(once).toEqual({ key: 'AI_SCORE', direction: 'asc' });
    expect(nextSort(once, 'AI_SCORE')).toEqual(DEFAULT_SORT);
  });

  it('a name or variable column starts ascending, whatever the previous direction', () => {
    expect(nextSort(DEFAULT_SORT, 'NAME')).toEqual({ key: 'NAME', direction: 'asc' });
    expect(nextSort({ key: 'NAME', direction: 'desc' }, 'WET')).toEqual({ key: 'WET', direction: 'asc' });
  });
});

describe('the list state in the address', () => {
  const state: ListParams = {
    sort: { key: 'WET', direction: 'desc' },
    page: 2,
    filter: 'Jones',
    showInactive: true,
    review: 'new-data',
  };

  it('survives a round trip, with pages counted from 1 for people', () => {
    const search = writeListParams(state);
    expect(search.get('page')).toBe('3');
    expect(readListParams(search)).toEqual(state);
  });

  it('the default state leaves the address clean', () => {
    const defaults = readListParams(new URLSearchParams());
    expect(defaults).toEqual({ sort: DEFAULT_SORT, page: 0, filter: '', showInactive: false, review: 'all' });
    expect(writeListParams(defaults).toString()).toBe('');
  });

  it('the inactive toggle defaults to the user’s choice and is kept when it differs', () => {
    expect(readListParams(new URLSearchParams(), true).showInactive).toBe(true);
    const hidden = { ...state, showInactive: false };
    expect(writeListParams(hidden, true).get('inactive')).toBe('false');
    expect(readListParams(writeListParams(hidden, true), true)).toEqual(hidden);
    expect(writeListParams(state, true).has('inactive')).toBe(false);
  });

  it('a sort key the server would refuse, a bad page or review filter, falls back to the default', () => {
    const read = readListParams(new URLSearchParams('sort=wet;drop&page=-4&direction=up&review=later'));
    expect(read.sort).toEqual(DEFAULT_SORT);
    expect(read.page).toBe(0);
    expect(read.review).toBe('all');
  });

  it('asks the server for the window, sort and page of 100', () => {
    const query = routeQuery(patientListQuery(state, 3));
    expect(Object.fromEntries(query)).toEqual({
      window: '3',
      sort: 'WET',
      direction: 'desc',
      filter: 'Jones',
      showInactive: 'true',
      page: '2',
      pageSize: '100',
      review: 'new-data',
    });
  });
});
