import { Alert, Loader, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { failureText } from '../../platform/failureToast.ts';
import { usePatientVariables } from './api.ts';
import { VariablePagesEditor } from './pages/VariablePagesEditor.tsx';

/** Control Variable Priority (docs/requirements/variables.md#variable-pages, Control admin): the pages 1–5 every user starts from. */
export function PredefinedVariablePages() {
  const { t } = useTranslation();
  const catalogue = usePatientVariables();
  if (catalogue.error)
    return (
      <Alert color="red" variant="light" icon={<IconAlertCircle />}>
        {failureText(catalogue.error)}
      </Alert>
    );
  if (!catalogue.data) return <Loader aria-label={t('app.loading')} />;
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed" maw={720}>
        {t('variablePages.predefinedDescription')}
      </Text>
      <VariablePagesEditor catalogue={catalogue.data} only="predefined" />
    </Stack>
  );
}
