import { useState } from 'react';
import { Alert, Button, Group, Loader, Paper, Tabs } from '@mantine/core';
import { IconAlertCircle, IconPlus } from '@tabler/icons-react';
import { hasRights } from '@vigil/domain';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../session/index.ts';
import { failureText } from '../../platform/failureToast.ts';
import { Page } from '../../components/Page.tsx';
import { useOrganizationsAndClinics, type Clinic, type Country, type Organization } from './api.ts';
import { ClinicDialog, CountryDialog, OrganizationDialog } from './OrganizationDialogs.tsx';
import { ClinicsTable, CountriesTable, OrganizationsTable } from './OrganizationTables.tsx';

type Editing =
  | { kind: 'organization'; item: Organization | null }
  | { kind: 'clinic'; item: Clinic | null }
  | { kind: 'country'; item: Country | null };

/** Control organization (docs/requirements/administration.md#organization-page): organizations, clinics and countries; the admin rights group adds and edits. */
export function ControlOrganizationPage() {
  const { t } = useTranslation();
  const { userRole } = useCurrentUser();
  const mayEdit = hasRights(userRole, 'ADMIN_RIGHTS');
  const { data, error, isPending } = useOrganizationsAndClinics();
  const [editing, setEditing] = useState<Editing | null>(null);
  const close = () => setEditing(null);
  const add = (label: string, open: () => void, testId: string) =>
    mayEdit && (
      <Group justify="flex-end" mb="sm">
        <Button leftSection={<IconPlus size={16} />} onClick={open} data-testid={testId}>
          {label}
        </Button>
      </Group>
    );
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
              {add(
                t('organization.addOrganization'),
                () => setEditing({ kind: 'organization', item: null }),
                'add-organization',
              )}
              <OrganizationsTable
                organizations={data.organizations}
                onEdit={mayEdit ? (item) => setEditing({ kind: 'organization', item }) : undefined}
              />
            </Tabs.Panel>
            <Tabs.Panel value="clinics">
              {add(
                t('organization.addClinic'),
                () => setEditing({ kind: 'clinic', item: null }),
                'add-clinic',
              )}
              <ClinicsTable
                clinics={data.clinics}
                onEdit={mayEdit ? (item) => setEditing({ kind: 'clinic', item }) : undefined}
              />
            </Tabs.Panel>
            <Tabs.Panel value="countries">
              {add(
                t('organization.addCountry'),
                () => setEditing({ kind: 'country', item: null }),
                'add-country',
              )}
              <CountriesTable
                countries={data.countries}
                onEdit={mayEdit ? (item) => setEditing({ kind: 'country', item }) : undefined}
              />
            </Tabs.Panel>
          </Tabs>
        </Paper>
      )}
      {data && editing?.kind === 'organization' && (
        <OrganizationDialog editing={editing.item} onClose={close} />
      )}
      {data && editing?.kind === 'clinic' && (
        <ClinicDialog editing={editing.item} lists={data} onClose={close} />
      )}
      {data && editing?.kind === 'country' && <CountryDialog editing={editing.item} onClose={close} />}
    </Page>
  );
}
