import { useEffect, useRef, useState } from 'react';
import { Button, Group, Progress, Stack, Switch, Table, Text } from '@mantine/core';
import { AI_TASK_NAMES, AI_TASKS_OF, type AiTaskName, type AiTaskState } from '@vigil/domain';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../../platform/notify.ts';
import { useFlavour } from '../../../platform/useFlavour.ts';
import type { TranslationKey } from '../../../i18n/translationKey.ts';
import { useActiveModels, useAiTaskStates, useSubmitAiTasks } from './api.ts';
import { ModelCard } from './ModelCard.tsx';

const TASK_LABELS = {
  diagnosis_training_all_patients: 'aiTraining.tasks.diagnosis_training_all_patients',
  treatment_training_all_patients: 'aiTraining.tasks.treatment_training_all_patients',
  mark_data_for_training: 'aiTraining.tasks.mark_data_for_training',
} as const satisfies Record<AiTaskName, TranslationKey>;

/** 'YYYY-MM-DD hh:mm' in the reader's time, or NA (docs/requirements/ai.md#ai-training). */
const completedAt = (instant: string | null, na: string) =>
  instant === null ? na : dayjs(instant).format('YYYY-MM-DD HH:mm');

/** Control admin → AI Training: the flavour's task toggles with their last completion, Submit, and the models in use. */
export function AiTrainingTab() {
  const { t } = useTranslation();
  const states = useAiTaskStates();
  // Only the tasks that apply to the flavour (a generic clinic has no treatments to mark).
  const customer = useFlavour()?.customer;
  const tasks = customer ? AI_TASKS_OF[customer] : AI_TASK_NAMES;
  const models = useActiveModels();
  const submit = useSubmitAiTasks();
  const [chosen, setChosen] = useState<ReadonlySet<AiTaskName>>(new Set());
  const byTask = new Map((states.data ?? []).map((state) => [state.task, state]));
  const busy = (states.data ?? []).some((state) => state.requestedAt !== null);
  useRefreshWhenDone(busy, () => void models.refetch());

  const toggle = (task: AiTaskName, on: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      if (on) next.add(task);
      else next.delete(task);
      return next;
    });
  const send = () =>
    submit.mutate([...chosen], {
      onSuccess: () => {
        notifySuccess(t('aiTraining.submitted'));
        setChosen(new Set());
      },
    });

  return (
    <Stack gap="lg">
      <Table.ScrollContainer minWidth={560}>
        <Table verticalSpacing="sm" data-testid="ai-training">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('aiTraining.task')}</Table.Th>
              <Table.Th>{t('aiTraining.lastCompleted')}</Table.Th>
              <Table.Th w="30%">{t('aiTraining.state')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {tasks.map((task) => (
              <Table.Tr key={task} data-testid={`ai-task-${task}`}>
                <Table.Td>
                  <Switch
                    label={t(TASK_LABELS[task])}
                    checked={chosen.has(task)}
                    disabled={busy}
                    onChange={(event) => toggle(task, event.currentTarget.checked)}
                  />
                </Table.Td>
                <Table.Td ff="monospace" data-testid="last-completed">
                  {completedAt(byTask.get(task)?.lastCompletedAt ?? null, t('aiTraining.na'))}
                </Table.Td>
                <Table.Td>
                  <TaskProgress state={byTask.get(task)} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Group justify="flex-end">
        <Button onClick={send} disabled={busy || chosen.size === 0} loading={submit.isPending}>
          {t('aiTraining.submit')}
        </Button>
      </Group>
      <Stack gap="md">
        {(models.data ?? []).map((card) => (
          <ModelCard key={card.kind} card={card} />
        ))}
        {models.data?.length === 0 && <Text c="gray.7">{t('aiTraining.noModel')}</Text>}
      </Stack>
    </Stack>
  );
}

function TaskProgress({ state }: { state: AiTaskState | undefined }) {
  const { t } = useTranslation();
  if (!state?.requestedAt) return null;
  if (state.startedAt === null) return <Text size="sm">{t('aiTraining.queued')}</Text>;
  const percent = Math.round((state.progress ?? 0) * 100);
  return (
    <Stack gap={4}>
      <Text size="sm">{t('aiTraining.running', { percent })}</Text>
      <Progress value={percent} aria-label={t('aiTraining.running', { percent })} />
    </Stack>
  );
}

/** Calls `onDone` when a run that was busy finishes (the model in use may have changed). */
function useRefreshWhenDone(busy: boolean, onDone: () => void): void {
  const wasBusy = useRef(busy);
  useEffect(() => {
    if (wasBusy.current && !busy) onDone();
    wasBusy.current = busy;
  }, [busy, onDone]);
}
