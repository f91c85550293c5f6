import { QueryClient, type QueryKey } from '@tanstack/react-query';
import type { LiveChange } from '@vigil/domain';
import { describe, expect, it } from 'vitest';
import { refreshChanged, refreshEverything } from './liveRefresh.ts';

const KEYS = {
  list: ['patients', 'list', 100, { sort: 'NAME' }],
  details2: ['patients', 'details', 2],
  details3: ['patients', 'details', 3],
  messages2: ['patients', 'messages', 2, 'sent'],
  history2: ['patients', 'variable-history', 2, 'all', '14d'],
  panels: ['categories', 'panels'],
  alerts: ['categories', 'alerts', 0],
  users: ['users', 'list'],
} satisfies Record<string, QueryKey>;

async function refreshedBy(refresh: (client: QueryClient) => Promise<void>) {
  const client = new QueryClient();
  for (const key of Object.values(KEYS)) client.setQueryData(key, 'shown');
  await refresh(client);
  return Object.entries(KEYS)
    .filter(([, key]) => client.getQueryState(key)?.isInvalidated)
    .map(([name]) => name)
    .sort();
}

const changed =
  (...changes: LiveChange[]) =>
  (client: QueryClient) =>
    refreshChanged(client, changes);

describe('what a live change refreshes', () => {
  it('new values: the lists, the categories and that patient’s views, not another patient’s', async () => {
    expect(await refreshedBy(changed({ patientId: 2, kind: 'values', variables: ['WET'] }))).toEqual([
      'alerts',
      'details2',
      'history2',
      'list',
      'messages2',
      'panels',
    ]);
  });

  it('a message: only that patient’s views', async () => {
    expect(await refreshedBy(changed({ patientId: 2, kind: 'message' }))).toEqual([
      'details2',
      'history2',
      'messages2',
    ]);
  });

  it('a resync: everything about patients and categories, nothing else', async () => {
    expect(await refreshedBy(refreshEverything)).toEqual([
      'alerts',
      'details2',
      'details3',
      'history2',
      'list',
      'messages2',
      'panels',
    ]);
  });
});
