import dayjs from 'dayjs';
import { useState } from 'react';
import {
  ActionIcon,
  Alert,
  Button,
  Center,
  Group,
  Loader,
  Paper,
  ScrollArea,
  Stack,
  Table,
  Text,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import { IconPencil, IconPlus, IconStethoscope } from '@tabler/icons-react';
import type { PatientIntervention } from '@vigil/domain';
import { useTranslation } from 'react-i18next';
import { failureText } from '../../platform/failureToast.ts';
import { EmptyState } from '../../components/EmptyState.tsx';
import { useInterventionCatalogue, usePatientInterventions } from './api.ts';
import { PatientInterventionDialog } from './PatientInterventionDialog.tsx';
import { INTERVENTION_TYPE_KEYS } from './typeLabels.ts';

type Editing = { kind: 'new' } | { kind: 'edit'; record: PatientIntervention } | null;

/** The Interventions tab: what was done for the patient and when, with create and edit. */
export function InterventionsTab({ patientId }: { patientId: number }) {
  const { t } = useTranslation();
  const records = usePatientInterventions(patientId);
  const catalogue = useInterventionCatalogue();
  const [editing, setEditing] = useState<Editing>(null);
  const failure = records.error ?? catalogue.error;
  if (failure) {
    return (
      <Alert color="red" variant="light">
        {failureText(failure)}
      </Alert>
    );
  }
  if (!records.data || !catalogue.data) {
    return (
      <Center py="xl">
        <Loader aria-label={t('app.loading')} />
      </Center>
    );
  }
  const noCatalogue = catalogue.data.length === 0;
  return (
    <Paper withBorder radius="md" p="md" data-testid="interventions-tab">
      <Stack gap="sm">
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            {noCatalogue ? t('interventions.noCatalogue') : t('interventions.intro')}
          </Text>
          <Button
            leftSection={<IconPlus size={16} />}
            onClick={() => setEditing({ kind: 'new' })}
            disabled={noCatalogue}
            data-testid="add-intervention"
          >
            {t('interventions.add')}
          </Button>
        </Group>
        {records.data.length === 0 ? (
          <EmptyState
            title={t('common.noData')}
            description={t('patientTabs.interventionsEmpty')}
            icon={<IconStethoscope size={26} stroke={1.5} />}
          />
        ) : (
          <InterventionTable
            records={records.data}
            onEdit={(record) => setEditing({ kind: 'edit', record })}
          />
        )}
      </Stack>
      <PatientInterventionDialog
        patientId={patientId}
        catalogue={catalogue.data}
        record={editing?.kind === 'edit' ? editing.record : null}
        opened={editing !== null}
        onClose={() => setEditing(null)}
      />
    </Paper>
  );
}

interface InterventionTableProps {
  records: readonly PatientIntervention[];
  onEdit: (record: PatientIntervention) => void;
}

function InterventionTable({ records, onEdit }: InterventionTableProps) {
  const { t } = useTranslation();
  return (
    <ScrollArea type="auto">
      <Table striped verticalSpacing={6} fz="sm" miw={720} data-testid="interventions-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('interventions.intervention')}</Table.Th>
            <Table.Th>{t('interventions.type')}</Table.Th>
            <Table.Th>{t('interventions.startDate')}</Table.Th>
            <Table.Th>{t('interventions.endDate')}</Table.Th>
            <Table.Th>{t('interventions.comment')}</Table.Th>
            <Table.Th>{t('interventions.recordedBy')}</Table.Th>
            <Table.Th w={48}>
              <VisuallyHidden>{t('interventions.edit')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {records.map((record) => {
            const oneDay = record.intervention.type === 'One day intervention';
            return (
              <Table.Tr key={record.idinterventionPatient}>
                <Table.Td fw={500}>{record.intervention.nameLanguage}</Table.Td>
                <Table.Td>{t(INTERVENTION_TYPE_KEYS[record.intervention.type])}</Table.Td>
                <Table.Td ff="monospace" fz={12.5}>
                  {record.startDate}
                </Table.Td>
                <Table.Td ff="monospace" fz={12.5}>
                  {oneDay ? '–' : (record.endDate ?? t('interventions.ongoing'))}
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'pre-wrap' }}>{record.comment}</Table.Td>
                <Table.Td>
                  <Text size="sm">{record.createdBy ?? '–'}</Text>
                  <Text size="xs" c="dimmed">
                    {dayjs(record.createdAt).format('YYYY-MM-DD')}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Tooltip label={t('interventions.edit')}>
                    <ActionIcon
                      variant="subtle"
                      onClick={() => onEdit(record)}
                      aria-label={t('interventions.editOne', {
                        name: record.intervention.nameLanguage,
                        date: record.startDate,
                      })}
                    >
                      <IconPencil size={16} />
                    </ActionIcon>
                  </Tooltip>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}
