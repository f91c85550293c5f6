import { useState } from 'react';
import { Alert, Button, Group, Modal, Select, Stack, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { Intervention, PatientIntervention } from '@vigil/domain';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/ApiError.ts';
import { failureText } from '../../platform/failureToast.ts';
import { notifySuccess } from '../../platform/notify.ts';
import { translateMessage } from '../../i18n/domainMessages.ts';
import { useSavePatientIntervention } from './api.ts';
import {
  checkInterventionForm,
  emptyInterventionForm,
  formValuesOf,
  type InterventionFormValues,
} from './interventionFormValues.ts';
import { INTERVENTION_TYPE_KEYS } from './typeLabels.ts';
import { DayInput, dayInputProps } from '../../components/dates/DayInput.tsx';

interface PatientInterventionDialogProps {
  patientId: number;
  catalogue: readonly Intervention[];
  /** The record to edit; null creates a new one. */
  record: PatientIntervention | null;
  opened: boolean;
  onClose: () => void;
}

/** Create or edit a patient intervention (docs/requirements/validation.md#intervention-form: all fields, and the start not after the end). */
export function PatientInterventionDialog({
  record,
  opened,
  onClose,
  ...props
}: PatientInterventionDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={record ? t('interventions.editTitle') : t('interventions.createTitle')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {opened && <InterventionForm {...props} record={record} onDone={onClose} />}
    </Modal>
  );
}

/** Today on the reader's clock, the date input's default. */
const localToday = () => {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
};

interface InterventionFormProps {
  patientId: number;
  catalogue: readonly Intervention[];
  record: PatientIntervention | null;
  onDone: () => void;
}

function InterventionForm({ patientId, catalogue, record, onDone }: InterventionFormProps) {
  const { t } = useTranslation();
  const save = useSavePatientIntervention();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<InterventionFormValues>({
    mode: 'controlled',
    initialValues: record ? formValuesOf(record) : emptyInterventionForm(localToday()),
  });
  const chosen = catalogue.find((item) => String(item.idintervention) === form.values.interventionId);
  const oneDay = chosen?.type === 'One day intervention';

  const submit = form.onSubmit((values) => {
    setFormError(null);
    const check = checkInterventionForm(values, patientId, catalogue);
    if (!check.ok) {
      form.setFieldError(check.field, translateMessage(check.message, t));
      return;
    }
    const body = record ? { ...check.body, idinterventionPatient: record.idinterventionPatient } : check.body;
    save.mutate(body, {
      onSuccess: () => {
        notifySuccess(t('common.done'));
        onDone();
      },
      onError: (error) => {
        const message =
          error instanceof ApiError && error.status === 400 && error.serverMessage
            ? translateMessage(error.serverMessage, t, error.messageId)
            : failureText(error);
        setFormError(message);
      },
    });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {formError && (
          <Alert color="red" variant="light" role="alert">
            {formError}
          </Alert>
        )}
        <Select
          label={t('interventions.intervention')}
          placeholder={t('interventions.choose')}
          data={catalogue.map((item) => ({
            value: String(item.idintervention),
            label: `${item.nameLanguage} · ${t(INTERVENTION_TYPE_KEYS[item.type])}`,
          }))}
          searchable
          withAsterisk
          data-testid="intervention-select"
          {...form.getInputProps('interventionId')}
        />
        {chosen?.description && (
          <Alert variant="light" color="gray" p="xs">
            {chosen.description}
          </Alert>
        )}
        <Textarea
          label={t('interventions.comment')}
          autosize
          minRows={2}
          maxRows={6}
          withAsterisk
          {...form.getInputProps('comment')}
        />
        <Group grow align="flex-start">
          <DayInput
            label={oneDay ? t('interventions.date') : t('interventions.startDate')}
            withAsterisk
            {...dayInputProps(form.getInputProps('startDate'))}
          />
          {!oneDay && (
            <DayInput
              label={t('interventions.endDate')}
              description={t('interventions.endHint')}
              {...dayInputProps(form.getInputProps('endDate'))}
            />
          )}
        </Group>
        <Group justify="flex-end" mt="xs">
          <Button variant="default" onClick={onDone}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending} data-testid="save-intervention">
            {t('common.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
