import { Button, Group, Popover, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText } from '../../platform/failureToast.ts';
import { notifyError, notifySuccess } from '../../platform/notify.ts';
import { useResetTotp } from './securityApi.ts';

/** An admin turns off a user's second factor (a lost phone), after saying so once more. */
export function ResetSecondFactorButton({ iduser }: { iduser: number }) {
  const { t } = useTranslation();
  const reset = useResetTotp();
  const [opened, setOpened] = useState(false);
  return (
    <Popover opened={opened} onChange={setOpened} width={300} position="top-start" withArrow trapFocus>
      <Popover.Target>
        <Button variant="subtle" color="red" onClick={() => setOpened((open) => !open)}>
          {t('secondFactor.reset')}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="sm">
          <Text size="sm">{t('secondFactor.resetConfirm')}</Text>
          <Group justify="flex-end">
            <Button variant="default" size="xs" onClick={() => setOpened(false)}>
              {t('common.cancel')}
            </Button>
            <Button
              color="red"
              size="xs"
              loading={reset.isPending}
              onClick={() =>
                reset.mutate(iduser, {
                  onSuccess: () => {
                    setOpened(false);
                    notifySuccess(t('secondFactor.resetDone'));
                  },
                  onError: (error) => notifyError({ message: failureText(error) }),
                })
              }
            >
              {t('secondFactor.reset')}
            </Button>
          </Group>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
