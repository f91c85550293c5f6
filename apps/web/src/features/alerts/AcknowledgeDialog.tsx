import { Button, Group, Modal, Select, Stack, Textarea } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { categoryRoutes, MAX_ACKNOWLEDGEMENT_COMMENT, SNOOZE_HOURS } from '@vigil/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/call.ts';
import { CATEGORIES_QUERY_ROOT, PATIENTS_QUERY_ROOT } from '../../api/queryRoots.ts';
import { notifySuccess } from '../../platform/notify.ts';

const UNTIL_NEW_DATA = 'new-data';
const HOUR_MS = 3600 * 1000;

export interface AcknowledgeTarget {
  readonly idpatient: number;
  readonly fullName: string;
  /** One alert category (a category panel); none: every alert category the patient is in (ALERTS). */
  readonly categoryId?: number;
}

/** POST /patients/{id}/alert-acknowledgements; ALERTS and the panels are read again after it. */
function useAcknowledge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      target,
      comment,
      snoozeHours,
    }: {
      target: AcknowledgeTarget;
      comment: string;
      snoozeHours: number | null;
    }) =>
      call(categoryRoutes.acknowledgeAlert, {
        params: { id: target.idpatient },
        body: {
          ...(target.categoryId === undefined ? {} : { categoryId: target.categoryId }),
          comment,
          snoozeUntil:
            snoozeHours === null ? null : new Date(Date.now() + snoozeHours * HOUR_MS).toISOString(),
        },
      }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: CATEGORIES_QUERY_ROOT }),
        queryClient.invalidateQueries({ queryKey: PATIENTS_QUERY_ROOT }),
      ]),
  });
}

/**
 * Acknowledges a patient's alert: an optional comment, and when the patient counts in ALERTS
 * again — when new data come, or after some hours (or new data, if sooner).
 */
export function AcknowledgeDialog({
  target,
  onClose,
}: {
  target: AcknowledgeTarget | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [comment, setComment] = useState('');
  const [snooze, setSnooze] = useState<string>(UNTIL_NEW_DATA);
  const acknowledge = useAcknowledge();
  const close = () => {
    setComment('');
    setSnooze(UNTIL_NEW_DATA);
    onClose();
  };
  return (
    <Modal
      opened={target !== null}
      onClose={close}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      title={target ? t('acknowledge.title', { name: target.fullName }) : ''}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (!target) return;
          acknowledge.mutate(
            { target, comment, snoozeHours: snooze === UNTIL_NEW_DATA ? null : Number(snooze) },
            {
              onSuccess: () => {
                notifySuccess(t('acknowledge.done'));
                close();
              },
            },
          );
        }}
      >
        <Stack gap="sm">
          <Textarea
            label={t('acknowledge.comment')}
            value={comment}
            onChange={(event) => setComment(event.currentTarget.value)}
            maxLength={MAX_ACKNOWLEDGEMENT_COMMENT}
            rows={3}
            data-testid="acknowledge-comment"
          />
          <Select
            label={t('acknowledge.snooze')}
            value={snooze}
            onChange={(value) => setSnooze(value ?? UNTIL_NEW_DATA)}
            allowDeselect={false}
            data={[
              { value: UNTIL_NEW_DATA, label: t('acknowledge.untilNewData') },
              ...SNOOZE_HOURS.map((hours) => ({
                value: String(hours),
                label: t('acknowledge.hours', { hours }),
              })),
            ]}
            comboboxProps={{ withinPortal: true }}
            data-testid="acknowledge-snooze"
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={acknowledge.isPending} data-testid="acknowledge-submit">
              {t('acknowledge.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
