import type { ReactNode } from 'react';
import { Badge, Group, Paper, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { IconCircleCheck, IconAlertTriangle } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { TableFrame } from '../../components/TableFrame.tsx';
import { useTechnicalErrors } from './api.ts';
import { patientClock } from './nightTime.ts';

interface TechnicalErrorsTabProps {
  patientId: number;
  timeZone: string;
  /** The patient's own actions (mark all fixed), shown above the list. */
  actions?: ReactNode;
}

/** The Technical errors tab: every alarm error with its text and whether it is fixed. */
export function TechnicalErrorsTab({ patientId, timeZone, actions }: TechnicalErrorsTabProps) {
  const { t } = useTranslation();
  const errors = useTechnicalErrors(patientId);
  const list = errors.data ?? [];
  const open = list.filter((error) => !error.technicalErrorFixed).length;
  return (
    <Paper withBorder radius="md" p="md" data-testid="technical-errors-tab">
      <TableFrame
        query={errors}
        isEmpty={list.length === 0}
        // docs/requirements/errors.md#empty-texts: the empty text of this list.
        emptyTitle={t('technicalErrors.none')}
        emptyDescription={t('patientTabs.technicalErrorsEmpty')}
        emptyIcon={<IconCircleCheck size={26} stroke={1.5} />}
        loader="centred"
      >
        <Stack gap="sm">
          <Group justify="space-between">
            <Text size="sm" c="dimmed">
              {t('technicalErrors.summary', { total: list.length, open })}
            </Text>
            {open > 0 && actions}
          </Group>
          <ScrollArea type="auto">
            <Table striped verticalSpacing={6} fz="sm" miw={640} data-testid="technical-errors-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('technicalErrors.night')}</Table.Th>
                  <Table.Th>{t('technicalErrors.occurredAt')}</Table.Th>
                  <Table.Th>{t('technicalErrors.text')}</Table.Th>
                  <Table.Th>{t('technicalErrors.source')}</Table.Th>
                  <Table.Th>{t('technicalErrors.state')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.map((error) => (
                  <Table.Tr key={error.idtechnicalError}>
                    <Table.Td ff="monospace" fz={12.5}>
                      {error.night}
                    </Table.Td>
                    <Table.Td ff="monospace" fz={12.5} style={{ whiteSpace: 'nowrap' }}>
                      {patientClock(error.occurredAt, timeZone)}
                    </Table.Td>
                    <Table.Td>{error.technicalErrorText || t('technicalErrors.noText')}</Table.Td>
                    <Table.Td>{sourceLabel(error.source, t)}</Table.Td>
                    <Table.Td>
                      {error.technicalErrorFixed ? (
                        <Stack gap={2}>
                          <Badge variant="light" leftSection={<IconCircleCheck size={12} />}>
                            {t('technicalErrors.fixed')}
                          </Badge>
                          {error.fixedAt && (
                            <Text size="xs" c="dimmed">
                              {[patientClock(error.fixedAt, timeZone), error.fixedBy]
                                .filter(Boolean)
                                .join(' · ')}
                            </Text>
                          )}
                        </Stack>
                      ) : (
                        <Badge variant="light" color="grape" leftSection={<IconAlertTriangle size={12} />}>
                          {t('technicalErrors.open')}
                        </Badge>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea>
        </Stack>
      </TableFrame>
    </Paper>
  );
}

function sourceLabel(source: string, t: TFunction): string {
  switch (source) {
    case 'phone':
      return t('technicalErrors.sources.phone');
    case 'watch':
      return t('technicalErrors.sources.watch');
    case 'staff':
      return t('technicalErrors.sources.staff');
    default:
      return t('technicalErrors.sources.import');
  }
}
