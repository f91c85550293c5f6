import { useMemo, useState } from 'react';
import { Alert, Button, Group, Paper, Radio, Select, Stack, Tabs } from '@mantine/core';
import { IconAlertCircle, IconChartBar, IconPlayerPlay } from '@tabler/icons-react';
import {
  addDays,
  STATISTICS,
  STATISTICS_COMPARE,
  type StatisticsCompare,
  type StatisticsGroup,
} from '@vigil/domain';
import { useTranslation } from 'react-i18next';
import { failureText } from '../../../platform/failureToast.ts';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { dimensionLabel } from '../labels.ts';
import { useGenerateStatistics, useStatisticsDates, useStatisticsGroups } from '../statisticsApi.ts';
import { withStart } from './period.ts';
import { ResultCharts } from './ResultCharts.tsx';
import { ResultsTable } from './ResultsTable.tsx';
import { DayInput } from '../../../components/dates/DayInput.tsx';

const COMPARE_KEYS = {
  NO_GROUP_BY: 'statistics.compareNone',
  MAIN_GROUP: 'statistics.compareGroups',
  NURSE: 'statistics.compareNurses',
  COHORT: 'statistics.compareCohorts',
} as const;

// The Main View opens on the last twelve weeks with figures.
const DEFAULT_WEEKS = 12;

const distinct = (groups: readonly StatisticsGroup[], pick: (group: StatisticsGroup) => string) =>
  [...new Set(groups.map(pick))].filter((value) => value !== STATISTICS.all).sort();

/** Statistics admin → Main View: a period, filters and a comparison; Generate shows the figures. */
export function MainViewTab() {
  const { t } = useTranslation();
  const dates = useStatisticsDates();
  if (!dates.data) return null;
  if (dates.data.length === 0)
    return (
      <EmptyState
        icon={<IconChartBar size={26} stroke={1.5} />}
        title={t('statistics.noData')}
        description={t('statistics.noDataText')}
      />
    );
  return <MainView bounds={dates.data} />;
}

function MainView({ bounds }: { bounds: readonly [string, string] }) {
  const { t } = useTranslation();
  const groups = useStatisticsGroups();
  const generate = useGenerateStatistics();
  const [period, setPeriod] = useState(() => {
    const start = addDays(bounds[1], -7 * (DEFAULT_WEEKS - 1));
    return { start: start < bounds[0] ? bounds[0] : start, end: bounds[1] };
  });
  const [nurse, setNurse] = useState<string | null>(null);
  const [group, setGroup] = useState<string | null>(null);
  const [cohort, setCohort] = useState<string | null>(null);
  const [atK, setAtK] = useState<string | null>(null);
  const [compare, setCompare] = useState<StatisticsCompare>('NO_GROUP_BY');

  const options = useMemo(() => {
    const all = groups.data ?? [];
    const choice = (values: readonly string[]) =>
      values.map((value) => ({ value, label: dimensionLabel(value, t) }));
    return {
      nurses: choice(distinct(all, (item) => item.nurseName)),
      groups: choice(distinct(all, (item) => item.groupName)),
      cohorts: choice(distinct(all, (item) => item.cohort)),
      ks: [...new Set(all.map((item) => item.atK))].sort((a, b) => a - b).map(String),
    };
  }, [groups.data, t]);

  const submit = () =>
    generate.mutate({
      startDate: period.start,
      endDate: period.end,
      nurseName: nurse,
      groupName: group,
      cohort,
      atK: atK === null ? null : Number(atK),
      groupByRadioButton: compare,
    });

  return (
    <Stack gap="md">
      <Paper withBorder p="md" radius="md">
        <Stack gap="sm">
          <Group gap="sm" align="flex-end" wrap="wrap">
            <DayInput
              label={t('statistics.start')}
              value={period.start}
              min={bounds[0]}
              max={bounds[1]}
              onChange={(day) => day && setPeriod(withStart(period, day))}
              data-testid="statistics-start"
            />
            <DayInput
              label={t('statistics.end')}
              value={period.end}
              min={period.start}
              max={bounds[1]}
              onChange={(day) => day && setPeriod({ ...period, end: day })}
              data-testid="statistics-end"
            />
            <Select
              label={t('statistics.nurseName')}
              placeholder={t('statistics.all')}
              data={options.nurses}
              value={nurse}
              onChange={setNurse}
              clearable
              searchable
              w={200}
            />
            <Select
              label={t('statistics.groupName')}
              placeholder={t('statistics.all')}
              data={options.groups}
              value={group}
              onChange={setGroup}
              clearable
              searchable
              w={220}
            />
            <Select
              label={t('statistics.cohort')}
              placeholder={t('statistics.all')}
              data={options.cohorts}
              value={cohort}
              onChange={setCohort}
              clearable
              w={140}
            />
            <Select
              label={t('statistics.atK')}
              placeholder={t('statistics.all')}
              data={options.ks}
              value={atK}
              onChange={setAtK}
              clearable
              w={110}
            />
          </Group>
          <Radio.Group
            label={t('statistics.compare')}
            value={compare}
            onChange={(value) => setCompare(value)}
          >
            <Group gap="md" mt={4}>
              {STATISTICS_COMPARE.map((mode) => (
                <Radio key={mode} value={mode} label={t(COMPARE_KEYS[mode])} />
              ))}
            </Group>
          </Radio.Group>
          <Group>
            <Button
              leftSection={<IconPlayerPlay size={16} />}
              onClick={submit}
              loading={generate.isPending}
              data-testid="statistics-generate"
            >
              {t('statistics.generate')}
            </Button>
          </Group>
        </Stack>
      </Paper>
      {generate.error && (
        <Alert color="red" variant="light" icon={<IconAlertCircle />}>
          {failureText(generate.error)}
        </Alert>
      )}
      {generate.data && generate.data.length === 0 && <EmptyState title={t('statistics.noRows')} />}
      {generate.data && generate.data.length > 0 && (
        <Tabs defaultValue="table" keepMounted={false}>
          <Tabs.List mb="sm">
            <Tabs.Tab value="table">{t('statistics.table')}</Tabs.Tab>
            <Tabs.Tab value="bars">{t('statistics.bars')}</Tabs.Tab>
            <Tabs.Tab value="stacked">{t('statistics.stackBars')}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="table">
            <ResultsTable rows={generate.data} />
          </Tabs.Panel>
          <Tabs.Panel value="bars">
            <ResultCharts rows={generate.data} stacked={false} />
          </Tabs.Panel>
          <Tabs.Panel value="stacked">
            <ResultCharts rows={generate.data} stacked />
          </Tabs.Panel>
        </Tabs>
      )}
    </Stack>
  );
}
