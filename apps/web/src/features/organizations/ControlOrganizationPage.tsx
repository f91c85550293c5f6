import { Alert, Loader, Paper, Tabs } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { failureText } from '../../app/failureToast.ts';
import { Page } from '../../components/Page.tsx';
import { useOrganizationsAndClinics } from './api.ts';
import { ClinicsTable, CountriesTable, OrganizationsTable } from './OrganizationTables.tsx';

/** Control organization (administration §2): organizations, clinics and countries. */
export function ControlOrganizationPage() {
  const { t } = useTranslation();
  const { data, error, isPending } = useOrganizationsAndClinics();
  return (
    <Page title={t('nav.controlOrganization')} description={t('organization.description')}>
      {error && (
        <Alert color="red" variant="light" icon={<IconAlertCircle />}>
          {failureText(error)}
        </Alert>
      )}
      {isPending && <Loader aria-label={t('app.loading')} />}
      {data && (
        <Paper withBorder radius="md" p="md">
          <Tabs defaultValue="organizations" keepMounted={false}>
            <Tabs.List mb="sm">
              <Tabs.Tab value="organizations">{t('organization.organizations')}</Tabs.Tab>
              <Tabs.Tab value="clinics">{t('organization.clinics')}</Tabs.Tab>
              <Tabs.Tab value="countries">{t('organization.countries')}</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="organizations">
              <OrganizationsTable organizations={data.organizations} />
            </Tabs.Panel>
            <Tabs.Panel value="clinics">
              <ClinicsTable clinics={data.clinics} />
            </Tabs.Panel>
            <Tabs.Panel value="countries">
              <CountriesTable countries={data.countries} />
            </Tabs.Panel>
          </Tabs>
        </Paper>
      )}
    </Page>
  );
}
