import { Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconShieldCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../platform/notify.ts';
import { formatDateTime } from '../../components/dates/dateFormat.ts';
import {
  useConfirmTotp,
  useDisableTotp,
  useStartTotpEnrolment,
  useTotpStatus,
  type TotpEnrolment,
} from './securityApi.ts';
import { EnrolmentStep, ErrorAlert, RecoveryCodes } from './TotpEnrolmentSteps.tsx';

/** The own second factor (TOTP): set up with a QR code and a first code, turned off with a code. */
export function SecondFactorSection() {
  const { t } = useTranslation();
  const status = useTotpStatus();
  const [enrolment, setEnrolment] = useState<TotpEnrolment | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const start = useStartTotpEnrolment();
  const confirm = useConfirmTotp();

  let body: React.ReactNode = null;
  if (recoveryCodes) {
    body = <RecoveryCodes codes={recoveryCodes} onDone={() => setRecoveryCodes(null)} />;
  } else if (enrolment) {
    body = (
      <EnrolmentStep
        enrolment={enrolment}
        confirm={confirm}
        onCancel={() => setEnrolment(null)}
        onConfirmed={({ recoveryCodes: codes }) => {
          setEnrolment(null);
          setRecoveryCodes(codes);
          notifySuccess(t('secondFactor.enabledNotice'));
        }}
      />
    );
  } else if (status.data?.enabled) {
    body = (
      <>
        <Group gap="xs" wrap="nowrap">
          <IconShieldCheck size={20} color="var(--mantine-color-teal-7)" aria-hidden="true" />
          <Text size="sm" data-testid="second-factor-on">
            {t('secondFactor.on', {
              date: status.data.confirmedAt ? formatDateTime(status.data.confirmedAt) : '',
              count: status.data.recoveryCodesLeft,
            })}
          </Text>
        </Group>
        {status.data.required ? (
          <Text size="sm" c="dimmed" data-testid="second-factor-required">
            {t('secondFactor.messages.requiredForRole')}
          </Text>
        ) : (
          <DisableForm />
        )}
      </>
    );
  } else if (status.data) {
    body = (
      <>
        <Text size="sm" data-testid="second-factor-off">
          {t('secondFactor.off')}
        </Text>
        {start.error && <ErrorAlert error={start.error} />}
        <Group>
          <Button
            variant="light"
            loading={start.isPending}
            onClick={() => start.mutate(undefined, { onSuccess: setEnrolment })}
          >
            {t('secondFactor.start')}
          </Button>
        </Group>
      </>
    );
  }
  return (
    <Stack gap="sm" data-testid="second-factor-section">
      <Title order={3} size="h5">
        {t('secondFactor.title')}
      </Title>
      {status.error && <ErrorAlert error={status.error} />}
      {body}
    </Stack>
  );
}

function DisableForm() {
  const { t } = useTranslation();
  const disable = useDisableTotp();
  const [code, setCode] = useState('');
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    disable.mutate(code.trim(), {
      onSuccess: () => {
        setCode('');
        notifySuccess(t('secondFactor.disabledNotice'));
      },
    });
  };
  return (
    <form onSubmit={submit} noValidate data-testid="second-factor-disable">
      <Stack gap="xs">
        <Text size="sm" c="dimmed">
          {t('secondFactor.disablePrompt')}
        </Text>
        {disable.error && <ErrorAlert error={disable.error} />}
        <Group align="flex-end">
          <TextInput
            label={t('secondFactor.code')}
            name="totp-disable-code"
            autoComplete="one-time-code"
            maw={220}
            value={code}
            onChange={(event) => setCode(event.currentTarget.value)}
          />
          <Button
            type="submit"
            color="red"
            variant="light"
            loading={disable.isPending}
            disabled={code.trim() === ''}
          >
            {t('secondFactor.disable')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
