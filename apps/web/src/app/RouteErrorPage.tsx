import { useEffect } from 'react';
import { Alert, Button, Center, Stack } from '@mantine/core';
import { IconAlertCircle, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { reportClientError } from '../platform/client-errors/index.ts';

/** docs/requirements/errors.md#uncaught-errors: an uncaught error shows the support message instead of a blank page. */
export function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  useEffect(() => {
    // React catches a render error before it reaches window.onerror, so it is reported here.
    console.error(error);
    reportClientError({ error });
  }, [error]);
  return (
    <Center mih="100dvh" p="md">
      <Stack align="center" maw={480}>
        <Alert color="red" variant="light" icon={<IconAlertCircle />}>
          {t('errors.internal')}
        </Alert>
        <Button
          variant="default"
          leftSection={<IconRefresh size={18} />}
          onClick={() => window.location.reload()}
        >
          {t('errors.reload')}
        </Button>
      </Stack>
    </Center>
  );
}
