import { Alert, Button, Code, Group, Image, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { UseMutationResult } from '@tanstack/react-query';
import type { TotpEnrolment } from '@vigil/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText } from '../../platform/failureToast.ts';

export function ErrorAlert({ error }: { error: Error }) {
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle />}>
      {failureText(error)}
    </Alert>
  );
}

/** A new authenticator: its QR code and key, and the first code that turns it on. */
export function EnrolmentStep<Confirmed extends { recoveryCodes: string[] }>({
  enrolment,
  confirm,
  onCancel,
  onConfirmed,
}: {
  enrolment: TotpEnrolment;
  /** POST …/confirmation with the first code. */
  confirm: UseMutationResult<Confirmed, Error, string>;
  onCancel: () => void;
  onConfirmed: (confirmed: Confirmed) => void;
}) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    confirm.mutate(code.trim(), { onSuccess: onConfirmed });
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

/** The ten recovery codes, shown once. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
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
