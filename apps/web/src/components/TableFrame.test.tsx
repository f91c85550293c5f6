// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { staffUser } from '../test/fixtures.ts';
import { renderWithProviders, t } from '../test/renderWithProviders.tsx';
import { TableFrame } from './TableFrame.tsx';

const nurse = staffUser('ROLE_USER');
const loaded = { error: null, isPending: false };

function showFrame(query: { error: Error | null; isPending: boolean }, isEmpty: boolean) {
  return renderWithProviders(
    <TableFrame
      query={query}
      isEmpty={isEmpty}
      emptyTitle="No rows"
      emptyDescription="Add one to start"
      loader={{ height: 200 }}
    >
      <table data-testid="rows" />
    </TableFrame>,
    { user: nurse },
  );
}

describe('table frame', () => {
  it('shows a loader while the rows are on their way', async () => {
    showFrame({ error: null, isPending: true }, true);
    expect(await screen.findByRole('status', { name: t('app.loading') })).toBeInTheDocument();
    expect(screen.queryByText('No rows')).toBeNull();
  });

  it('shows the empty title and its description when there are no rows', async () => {
    showFrame(loaded, true);
    expect(await screen.findByText('No rows')).toBeInTheDocument();
    expect(screen.getByText('Add one to start')).toBeInTheDocument();
    expect(screen.queryByTestId('rows')).toBeNull();
  });

  it('a failed read shows its failure, never the empty text', async () => {
    showFrame({ error: new Error('read failed'), isPending: false }, true);
    expect(await screen.findByRole('alert')).toHaveTextContent(t('errors.internal'));
    expect(screen.queryByText('No rows')).toBeNull();
  });

  it('keeps rows read earlier under a later failure', async () => {
    showFrame({ error: new Error('read failed'), isPending: false }, false);
    expect(await screen.findByRole('alert')).toHaveTextContent(t('errors.internal'));
    expect(screen.getByTestId('rows')).toBeInTheDocument();
  });
});
