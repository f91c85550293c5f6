import { useState } from 'react';
import { Alert, Button, Group, NumberInput, Paper, ScrollArea, Stack, Table } from '@mantine/core';
import { IconAlertCircle, IconBuildingHospital, IconDownload, IconPlayerPlay } from '@tabler/icons-react';
import { STATISTICS, type UniqueHospitalizations } from '@vigil/domain';
import { useTranslation } from 'react-i18next';
import { failureText } from '../../../platform/failureToast.ts';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { downloadCsv, toCsv } from '../../../components/export/csv.ts';
import { withStart } from '../main-view/period.ts';
import { useGenerateHospitalizations, useHospitalizationDates } from '../statisticsApi.ts';
import { costMusd, spacedThousands } from './costs.ts';
import { DayInput } from '../../../components/dates/DayInput.tsx';

/** Statistics admin → Hospitalizations: stays and their cost per cohort in a period. */
export function HospitalizationsTab() {
  const { t } = useTranslation();
  const dates = useHospitalizationDates();
  if (!dates.data) return null;
  if (dates.data.length === 0)
    return (
      <EmptyState icon={<IconBuildingHospital size={26} stroke={1.5} />} title={t('statistics.noStays')} />
    );
  return <Hospitalizations bounds={dates.data} />;
}

function Hospitalizations({ bounds }: { bounds: readonly [string, string] }) {
  const { t } = useTranslation();
  const generate = useGenerateHospitalizations();
  const [period, setPeriod] = useState({ start: bounds[0], end: bounds[1] });
  const [costPerDay, setCostPerDay] = useState<number | string>(STATISTICS.costPerDay);
  const cost = typeof costPerDay === 'number' ? costPerDay : null;

  return (
    <Stack gap="md">
      <Paper withBorder p="md" radius="md">
        <Group gap="sm" align="flex-end" wrap="wrap">
          <DayInput
            label={t('statistics.start')}
            value={period.start}
            min={bounds[0]}
            max={bounds[1]}
            onChange={(day) => day && setPeriod(withStart(period, day))}
          />
          <DayInput
            label={t('statistics.end')}
            value={period.end}
            min={period.start}
            max={bounds[1]}
            onChange={(day) => day && setPeriod({ ...period, end: day })}
          />
          <NumberInput
            label={t('statistics.costPerDay')}
            value={costPerDay}
            onChange={setCostPerDay}
            min={0}
            max={1_000_000}
            allowNegative={false}
            thousandSeparator=" "
            w={160}
            error={cost === null ? t('statistics.costNumber') : undefined}
            data-testid="statistics-cost-per-day"
          />
          <Button
            leftSection={<IconPlayerPlay size={16} />}
            disabled={cost === null}
            loading={generate.isPending}
            onClick={() => generate.mutate({ startDate: period.start, endDate: period.end })}
            data-testid="hospitalizations-generate"
          >
            {t('statistics.generate')}
          </Button>
        </Group>
      </Paper>
      {generate.error && (
        <Alert color="red" variant="light" icon={<IconAlertCircle />}>
          {failureText(generate.error)}
        </Alert>
      )}
      {generate.data && cost !== null && <StaysTable stays={generate.data} costPerDay={cost} />}
    </Stack>
  );
}

function StaysTable({ stays, costPerDay }: { stays: UniqueHospitalizations; costPerDay: number }) {
  const { t } = useTranslation();
  if (stays.cohorts.length === 0) return <EmptyState title={t('statistics.noStaysInPeriod')} />;
  const header = [
    t('statistics.patientGroup'),
    t('statistics.hospitalizedPatients'),
    t('statistics.hospitalizations'),
    t('statistics.lengthOfStay'),
    t('statistics.costs'),
  ];
  const rows = stays.cohorts.map((cohort) => {
    const days = stays.lengthOfStay[cohort] ?? 0;
    return [
      cohort,
      stays.numberOfHospitalizedPatients[cohort] ?? 0,
      stays.numberOfHospitalizations[cohort] ?? 0,
      days,
      spacedThousands(costMusd(days, costPerDay), 3),
    ];
  });
  return (
    <Stack gap="xs">
      <Group justify="flex-end">
        <Button
          variant="default"
          size="xs"
          leftSection={<IconDownload size={16} />}
          onClick={() => downloadCsv('hospitalizations.csv', toCsv(header, rows))}
        >
          {t('statistics.exportCsv')}
        </Button>
      </Group>
      <ScrollArea type="auto" offsetScrollbars tabIndex={0} aria-label={t('statistics.hospitalizationsTab')}>
        <Table striped withTableBorder miw={640} data-testid="hospitalizations-table">
          <Table.Thead>
            <Table.Tr>
              {header.map((title) => (
                <Table.Th key={title}>{title}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.slice(0, STATISTICS.pageSize).map((row) => (
              <Table.Tr key={row[0]}>
                {row.map((value, index) => (
                  <Table.Td key={header[index]}>{value}</Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea>
    </Stack>
  );
}
