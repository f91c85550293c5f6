import { Paper } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EmptyState } from './EmptyState.tsx';

/** A screen's content area while there is nothing in it: the spec's 'No Data'. */
export function EmptyPanel({ description }: { description?: string }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="md">
      <EmptyState title={t('common.noData')} description={description} />
    </Paper>
  );
}
