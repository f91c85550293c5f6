import { useState, type ReactNode } from 'react';
import { Alert, Button, Group, Modal, SegmentedControl, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { LimitChangeType, LimitType } from '@vigil/domain';
import { useTranslation } from 'react-i18next';
import { failureText } from '../../platform/failureToast.ts';
import { notifySuccess } from '../../platform/notify.ts';
import { FormErrorAlert } from '../../components/FormErrorAlert.tsx';
import { translateMessage } from '../../i18n/domainMessages.ts';
import type { TranslationKey } from '../../i18n/translationKey.ts';
import { LimitLevelFields, LimitScopeFields } from './LimitFields.tsx';
import { limitValuesProblem, type LimitFormValues } from './limitFormValues.ts';

const CHANGE_TYPE_KEYS = {
  create: 'limits.changeTypes.create',
  update: 'limits.changeTypes.update',
  delete: 'limits.changeTypes.delete',
} as const satisfies Record<LimitChangeType, TranslationKey>;

export interface LimitDialogContentProps {
  type: LimitType;
  /** What the dialog may do with this limit; the first is preselected. */
  changeTypes: readonly LimitChangeType[];
  initialValues: LimitFormValues;
  /** General limits choose their variable; a patient's limit is for the variable it was opened on. */
  variables?: readonly { value: string; label: string }[];
  variableFixed?: boolean;
  /** Shown above the fields: which limit is in force, who may change it. */
  intro?: ReactNode;
  readOnly?: boolean;
  /** The question of the confirm step for a change type. */
  confirmText: (changeType: LimitChangeType) => string;
  onConfirm: (changeType: LimitChangeType, values: LimitFormValues) => Promise<unknown>;
  onDone: () => void;
}

/**
 * The limit dialog of docs/requirements/limits-and-statuses.md#limit-dialog: a change type (create, update or delete), the limit form with
 * its rules (domain limitFormProblem), and a confirm step before anything is saved.
 */
export function LimitDialogContent(props: LimitDialogContentProps) {
  const { t } = useTranslation();
  const { type, changeTypes, readOnly = false } = props;
  const [changeType, setChangeType] = useState<LimitChangeType>(changeTypes[0] ?? 'create');
  const [values, setValues] = useState(props.initialValues);
  const [step, setStep] = useState<'edit' | 'confirm'>('edit');
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const deleting = changeType === 'delete';

  const proceed = () => {
    const found = deleting ? null : limitValuesProblem(values, type);
    setProblem(found === null ? null : translateMessage(found, t));
    if (found === null) setStep('confirm');
  };
  const confirm = async () => {
    setSaving(true);
    try {
      await props.onConfirm(changeType, values);
      notifySuccess(t('common.done'));
      props.onDone();
    } catch (error) {
      setProblem(error instanceof Error ? failureText(error) : t('errors.internal'));
      setStep('edit');
    } finally {
      setSaving(false);
    }
  };

  if (step === 'confirm') {
    return (
      <Stack gap="md" data-testid="limit-confirm">
        <Alert
          color={type === 'LimitsGeneral' || deleting ? 'orange' : 'blue'}
          variant="light"
          icon={<IconAlertTriangle />}
        >
          {props.confirmText(changeType)}
        </Alert>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setStep('edit')} disabled={saving}>
            {t('common.back')}
          </Button>
          <Button color={deleting ? 'red' : undefined} onClick={() => void confirm()} loading={saving}>
            {t('common.confirm')}
          </Button>
        </Group>
      </Stack>
    );
  }
  return (
    <Stack gap="md" data-testid="limit-form">
      {props.intro}
      {changeTypes.length > 1 && !readOnly && (
        <SegmentedControl
          value={changeType}
          onChange={(value) => setChangeType(changeTypes.find((item) => item === value) ?? changeType)}
          data={changeTypes.map((value) => ({ value, label: t(CHANGE_TYPE_KEYS[value]) }))}
          aria-label={t('limits.changeType')}
          data-testid="limit-change-type"
        />
      )}
      {problem && <FormErrorAlert message={problem} testId="limit-error" />}
      {type === 'LimitsGeneral' && (
        <LimitScopeFields
          values={values}
          onChange={(change) => setValues({ ...values, ...change })}
          disabled={readOnly || deleting}
          variables={props.variables ?? []}
          variableFixed={props.variableFixed ?? false}
        />
      )}
      <LimitLevelFields
        values={values}
        onChange={(change) => setValues({ ...values, ...change })}
        disabled={readOnly || deleting}
      />
      {deleting && (
        <Text size="sm" c="dimmed">
          {t('limits.deleteHint')}
        </Text>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={props.onDone}>
          {readOnly ? t('common.close') : t('common.cancel')}
        </Button>
        {!readOnly && (
          <Button color={deleting ? 'red' : undefined} onClick={proceed} data-testid="limit-continue">
            {t(CHANGE_TYPE_KEYS[changeType])}
          </Button>
        )}
      </Group>
    </Stack>
  );
}

interface LimitDialogProps {
  opened: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
}

/** The dialog frame around LimitDialogContent; content mounts while open, so each opening starts fresh. */
export function LimitDialog({ opened, title, onClose, children }: LimitDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      size="lg"
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {opened && children}
    </Modal>
  );
}
