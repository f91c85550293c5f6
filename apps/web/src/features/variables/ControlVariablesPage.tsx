import { Alert, Loader, Paper, Tabs } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { failureText } from '../../platform/failureToast.ts';
import { Page } from '../../components/Page.tsx';
import { GeneralLimitsPanel, PatientLimitsPanel } from '../limits/index.ts';
import { usePatientVariables } from './api.ts';
import { VariablePagesEditor } from './pages/VariablePagesEditor.tsx';

/** Control variables (docs/requirements/administration.md#control-variables): user and general limits, and the variable pages 1–5. */
export function ControlVariablesPage() {
  const { t } = useTranslation();
  const catalogue = usePatientVariables();
  return (
    <Page title={t('nav.controlVariables')} description={t('controlVariables.description')}>
      {catalogue.error && (
        <Alert color="red" variant="light" icon={<IconAlertCircle />}>
          {failureText(catalogue.error)}
        </Alert>
      )}
      <Paper withBorder radius="md" p="md">
        <Tabs defaultValue="user" keepMounted={false}>
          <Tabs.List mb="md">
            <Tabs.Tab value="user">{t('controlVariables.userLimits')}</Tabs.Tab>
            <Tabs.Tab value="general">{t('controlVariables.generalLimits')}</Tabs.Tab>
            <Tabs.Tab value="pages">{t('controlVariables.limitPages')}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="user">
            <PatientLimitsPanel />
          </Tabs.Panel>
          <Tabs.Panel value="general">
            <GeneralLimitsPanel variables={catalogue.data ?? []} />
          </Tabs.Panel>
          <Tabs.Panel value="pages">
            {catalogue.data ? (
              <VariablePagesEditor catalogue={catalogue.data} />
            ) : (
              <Loader aria-label={t('app.loading')} />
            )}
          </Tabs.Panel>
        </Tabs>
      </Paper>
    </Page>
  );
}
