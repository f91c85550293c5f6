import { Button, Checkbox, Group, Stack, Text } from '@mantine/core';
import { ROLES, type Role } from '@vigil/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../platform/notify.ts';
import { ROLE_LABEL_KEYS } from './labels.ts';
import { useSaveTotpPolicy, useTotpPolicy } from './securityApi.ts';
import { ErrorAlert } from './TotpEnrolmentSteps.tsx';

/** Control admin → Second factor: the roles whose users must log in with an authenticator app. */
export function SecondFactorPolicy() {
  const policy = useTotpPolicy();
  if (policy.error) return <ErrorAlert error={policy.error} />;
  if (!policy.data) return null;
  return <PolicyForm saved={policy.data.requiredRoles} />;
}

function PolicyForm({ saved }: { saved: readonly Role[] }) {
  const { t } = useTranslation();
  const save = useSaveTotpPolicy();
  const [roles, setRoles] = useState<string[]>([...saved]);
  const changed = roles.length !== saved.length || roles.some((role) => !saved.includes(role as Role));
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const required = ROLES.filter((role) => roles.includes(role));
    save.mutate(required, { onSuccess: () => notifySuccess(t('secondFactor.policy.saved')) });
  };
  return (
    <form onSubmit={submit} noValidate data-testid="second-factor-policy">
      <Stack gap="md" maw={640}>
        <Text size="sm">{t('secondFactor.policy.description')}</Text>
        {save.error && <ErrorAlert error={save.error} />}
        <Checkbox.Group value={roles} onChange={setRoles} label={t('secondFactor.policy.tab')}>
          <Stack gap="xs" mt="xs">
            {ROLES.map((role) => (
              <Checkbox key={role} value={role} label={t(ROLE_LABEL_KEYS[role])} />
            ))}
          </Stack>
        </Checkbox.Group>
        <Group>
          <Button type="submit" loading={save.isPending} disabled={!changed}>
            {t('common.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
