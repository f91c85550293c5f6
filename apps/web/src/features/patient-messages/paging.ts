import { MESSAGE_LIST_FIRST, MESSAGE_LIST_MORE } from '@vigil/domain';

/** The offset and size of the next page: 3 first, then 5 more per Show More (docs/requirements/constants.md#page-sizes). */
export function nextPage(loaded: number, total: number): { offset: number; limit: number } | undefined {
  if (loaded >= total) return undefined;
  return { offset: loaded, limit: loaded === 0 ? MESSAGE_LIST_FIRST : MESSAGE_LIST_MORE };
}
