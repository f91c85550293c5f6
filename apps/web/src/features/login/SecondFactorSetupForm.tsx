import { Anchor, Button, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import type { TotpEnrolment, TotpSetupResult } from '@vigil/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmSecondFactorSetup, startSecondFactorSetup } from '../../api/session.ts';
import { useStartSession } from '../session/index.ts';
import { EnrolmentStep, ErrorAlert, RecoveryCodes } from '../users/index.ts';

/**
 * The login's second step when the user's role requires a second factor and the user has none:
 * set up the authenticator app, keep the recovery codes, then the session starts.
 */
export default function SecondFactorSetupForm({
  challenge,
  onBack,
}: {
  challenge: string;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const startSession = useStartSession();
  const [enrolment, setEnrolment] = useState<TotpEnrolment | null>(null);
  const [done, setDone] = useState<TotpSetupResult | null>(null);
  const start = useMutation({
    mutationFn: () => startSecondFactorSetup(challenge),
    meta: { errorsShownInline: true },
    onSuccess: setEnrolment,
  });
  const confirm = useMutation({
    mutationFn: (code: string) => confirmSecondFactorSetup(challenge, code),
    meta: { errorsShownInline: true },
  });

  if (done) {
    return <RecoveryCodes codes={done.recoveryCodes} onDone={() => void startSession(done.session)} />;
  }
  return (
    <Stack gap="md" data-testid="second-factor-setup">
      <Text size="sm">{t('secondFactor.setup.prompt')}</Text>
      {enrolment ? (
        <EnrolmentStep enrolment={enrolment} confirm={confirm} onCancel={onBack} onConfirmed={setDone} />
      ) : (
        <>
          {start.error && <ErrorAlert error={start.error} />}
          <Button size="md" fullWidth loading={start.isPending} onClick={() => start.mutate()}>
            {t('secondFactor.start')}
          </Button>
          <Anchor component="button" type="button" size="sm" onClick={onBack}>
            {t('secondFactor.login.back')}
          </Anchor>
        </>
      )}
    </Stack>
  );
}
