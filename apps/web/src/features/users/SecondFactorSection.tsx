import { Alert, Button, Code, Group, Image, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconAlertCircle, IconShieldCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText } from '../../app/failureToast.ts';
import { notifySuccess } from '../../app/notify.ts';
import { formatDateTime } from '../../components/dates/dateFormat.ts';
import {
  useConfirmTotp,
  useDisableTotp,
  useStartTotpEnrolment,
  useTotpStatus,
  type TotpEnrolment,
} from './securityApi.ts';

/** The own second factor (TOTP): set up with a QR code and a first code, turned off with a code. */
export function SecondFactorSection() {
  const { t } = useTranslation();
  const status = useTotpStatus();
  const [enrolment, setEnrolment] = useState<TotpEnrolment | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const start = useStartTotpEnrolment();

  let body: React.ReactNode = null;
  if (recoveryCodes) {
    body = <RecoveryCodes codes={recoveryCodes} onDone={() => setRecoveryCodes(null)} />;
  } else if (enrolment) {
    body = (
      <EnrolmentStep
        enrolment={enrolment}
        onCancel={() => setEnrolment(null)}
        onConfirmed={(codes) => {
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
        <DisableForm />
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

function ErrorAlert({ error }: { error: Error }) {
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle />}>
      {failureText(error)}
    </Alert>
  );
}

function EnrolmentStep({
  enrolment,
  onCancel,
  onConfirmed,
}: {
  enrolment: TotpEnrolment;
  onCancel: () => void;
  onConfirmed: (codes: string[]) => void;
}) {
  const { t } = useTranslation();
  const confirm = useConfirmTotp();
  const [code, setCode] = useState('');
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    confirm.mutate(code.trim(), { onSuccess: ({ recoveryCodes }) => onConfirmed(recoveryCodes) });
  };
  return (
    <form onSubmit={submit} noValidate data-testid="second-factor-enrolment">
      <Stack gap="sm">
        <Text size="sm">{t('secondFactor.scan')}</Text>
        <Group align="flex-start" gap="lg">
          <Image
            src={enrolment.qrCode}
            alt={t('secondFactor.qrAlt')}
            w={180}
            h={180}
            fit="contain"
            bg="white"
          />
          <Stack gap={4} style={{ flex: '1 1 220px', minWidth: 0 }}>
            <Text size="sm" c="dimmed">
              {t('secondFactor.manualKey')}
            </Text>
            <Code data-testid="second-factor-secret" style={{ wordBreak: 'break-all' }}>
              {enrolment.secret}
            </Code>
          </Stack>
        </Group>
        {confirm.error && <ErrorAlert error={confirm.error} />}
        <TextInput
          label={t('secondFactor.code')}
          name="totp-code"
          autoComplete="one-time-code"
          inputMode="numeric"
          maw={220}
          value={code}
          onChange={(event) => setCode(event.currentTarget.value)}
        />
        <Group>
          <Button variant="default" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={confirm.isPending} disabled={code.trim() === ''}>
            {t('secondFactor.confirm')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" data-testid="recovery-codes">
      <Text fw={600} size="sm">
        {t('secondFactor.recoveryTitle')}
      </Text>
      <Text size="sm">{t('secondFactor.recoveryHint')}</Text>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing={4} verticalSpacing={4} maw={420}>
        {codes.map((code) => (
          <Code key={code} fz="sm">
            {code}
          </Code>
        ))}
      </SimpleGrid>
      <Group>
        <Button variant="default" onClick={() => void navigator.clipboard?.writeText(codes.join('\n'))}>
          {t('secondFactor.copy')}
        </Button>
        <Button onClick={onDone}>{t('secondFactor.recoveryDone')}</Button>
      </Group>
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
