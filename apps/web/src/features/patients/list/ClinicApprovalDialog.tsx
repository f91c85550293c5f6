import { useState } from 'react';
import { Button, Group, Modal, SegmentedControl, Stack, Table, Text } from '@mantine/core';
import type { PatientStatusRow } from '@vigil/domain';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../../platform/notify.ts';
import { TableFrame } from '../../../components/TableFrame.tsx';
import { useApproveClinics, useAwaitingApproval } from '../api.ts';
import { genderLabel } from '../details/labels.ts';
import { decidedOnly } from './clinicDecisions.ts';

interface ClinicApprovalDialogProps {
  opened: boolean;
  onClose: () => void;
}

/** docs/requirements/screens-and-routes.md#patients-list: approve or disapprove the clinic of the patients that wait for it. */
export function ClinicApprovalDialog({ opened, onClose }: ClinicApprovalDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('approval.title')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {opened && <ApprovalForm onDone={onClose} />}
    </Modal>
  );
}

type Choice = 'approve' | 'disapprove' | 'undecided';
const decisionOf = (choice: Choice) => (choice === 'undecided' ? null : choice === 'approve');

function ApprovalForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const awaiting = useAwaitingApproval(true);
  const approve = useApproveClinics();
  const [choices, setChoices] = useState<ReadonlyMap<number, Choice>>(new Map());
  const decisions = new Map([...choices].map(([id, choice]) => [id, decisionOf(choice)]));
  const decided = decidedOnly(decisions).length;
  const submit = () =>
    approve.mutate(decisions, {
      onSuccess: () => {
        notifySuccess(t('approval.submitted'));
        onDone();
      },
    });

  const patients = awaiting.data ?? [];
  if (awaiting.isPending || patients.length === 0)
    return (
      <TableFrame query={awaiting} isEmpty emptyTitle={t('common.noData')}>
        {null}
      </TableFrame>
    );
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('approval.intro')}
      </Text>
      <Table verticalSpacing={6} data-testid="approval-table">
        <Table.Tbody>
          {patients.map((patient) => (
            <ApprovalRow
              key={patient.idpatient}
              patient={patient}
              choice={choices.get(patient.idpatient) ?? 'undecided'}
              onChoose={(choice) => setChoices(new Map(choices).set(patient.idpatient, choice))}
            />
          ))}
        </Table.Tbody>
      </Table>
      <Group justify="flex-end">
        <Button variant="default" onClick={onDone}>
          {t('common.cancel')}
        </Button>
        <Button onClick={submit} disabled={decided === 0} loading={approve.isPending}>
          {t('approval.submit', { decided })}
        </Button>
      </Group>
    </Stack>
  );
}

/** What the family registered with, so staff know whom they approve: clinic, age, gender, when. */
function registrationFacts(patient: PatientStatusRow, t: TFunction): string[] {
  const days = patient.daysSinceRegistration;
  return [
    patient.clinicsName.join(', '),
    patient.age === null ? null : t('patientDetails.years', { count: patient.age }),
    genderLabel(patient.gender, t),
    days <= 0 ? t('approval.registeredToday') : t('approval.registeredDaysAgo', { days }),
  ].filter((fact): fact is string => fact !== null && fact !== '');
}

interface ApprovalRowProps {
  patient: PatientStatusRow;
  choice: Choice;
  onChoose: (choice: Choice) => void;
}

function ApprovalRow({ patient, choice, onChoose }: ApprovalRowProps) {
  const { t } = useTranslation();
  return (
    <Table.Tr>
      <Table.Td>
        <Text size="sm" fw={600}>
          {patient.fullName}
        </Text>
        <Text size="xs" c="dimmed">
          {registrationFacts(patient, t).join(' · ')}
        </Text>
      </Table.Td>
      <Table.Td ta="right">
        <SegmentedControl
          size="xs"
          value={choice}
          onChange={(value) => onChoose(value === 'approve' || value === 'disapprove' ? value : 'undecided')}
          aria-label={t('approval.decisionFor', { name: patient.fullName })}
          data={[
            { value: 'undecided', label: t('approval.undecided') },
            { value: 'approve', label: t('approval.approve') },
            { value: 'disapprove', label: t('approval.disapprove') },
          ]}
        />
      </Table.Td>
    </Table.Tr>
  );
}
