import { lazy, Suspense, useState } from 'react';
import { Group, Switch, Text, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ListParams } from './listParams.ts';

// A secondary action: its code (the CSV writer) comes after the list's first load.
const PatientsCsvButton = lazy(() => import('./PatientsCsvButton.tsx'));

const FILTER_DELAY_MS = 300;

interface PatientsToolbarProps {
  params: ListParams;
  onChange: (change: Partial<ListParams>) => void;
  total: number | undefined;
  /** The variables page whose columns the list (and its CSV) shows. */
  window: number;
}

/** The filter box, the deactivated-patients and not-reviewed toggles, and how many patients match. */
export function PatientsToolbar({ params, onChange, total, window }: PatientsToolbarProps) {
  const { t } = useTranslation();
  // The CSV holds the whole list as filtered and sorted on screen, not only the page shown.
  const [filter, setFilter] = useState(params.filter);
  const applyFilter = useDebouncedCallback((text: string) => onChange({ filter: text.trim(), page: 0 }), {
    delay: FILTER_DELAY_MS,
  });
  return (
    <Group justify="space-between" gap="sm" p="sm" data-no-print>
      <Group gap="md">
        <TextInput
          placeholder={t('patients.filter')}
          aria-label={t('patients.filter')}
          leftSection={<IconSearch size={16} />}
          value={filter}
          onChange={(event) => {
            setFilter(event.currentTarget.value);
            applyFilter(event.currentTarget.value);
          }}
          w={280}
          data-testid="patients-filter"
        />
        <Switch
          label={t('patients.showInactive')}
          checked={params.showInactive}
          onChange={(event) => onChange({ showInactive: event.currentTarget.checked, page: 0 })}
          data-testid="show-inactive"
        />
        <Switch
          label={t('review.onlyNewData')}
          checked={params.review === 'new-data'}
          onChange={(event) =>
            onChange({ review: event.currentTarget.checked ? 'new-data' : 'all', page: 0 })
          }
          data-testid="only-new-data"
        />
      </Group>
      <Group gap="md">
        {total !== undefined && (
          <Text size="sm" c="dimmed" data-testid="patients-total">
            {t('patients.total', { total })}
          </Text>
        )}
        <Suspense fallback={null}>
          <PatientsCsvButton params={params} window={window} />
        </Suspense>
      </Group>
    </Group>
  );
}
