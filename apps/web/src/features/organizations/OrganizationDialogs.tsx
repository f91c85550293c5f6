import { useState, type ReactNode } from 'react';
import { Alert, Button, Checkbox, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { premiumEndFrom, type ClinicForm } from '@vigil/domain';
import { useTranslation } from 'react-i18next';
import { failureText } from '../../platform/failureToast.ts';
import {
  useSaveClinic,
  useSaveCountry,
  useSaveOrganization,
  type Clinic,
  type Country,
  type Organization,
  type OrganizationsAndClinics,
} from './api.ts';
import { DayInput } from '../../components/dates/DayInput.tsx';

const today = () => new Date().toISOString().slice(0, 10);

function DialogFrame({
  title,
  error,
  saving,
  onSave,
  onClose,
  children,
}: {
  title: string;
  error: Error | null;
  saving: boolean;
  onSave: () => void;
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Modal opened onClose={onClose} title={title} closeButtonProps={{ 'aria-label': t('common.close') }}>
      <Stack gap="sm">
        {children}
        {error && (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertCircle />}
            data-testid="organization-dialog-error"
          >
            {failureText(error)}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button onClick={onSave} loading={saving} data-testid="organization-dialog-save">
            {t('common.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** Add or edit an organization. */
export function OrganizationDialog({
  editing,
  onClose,
}: {
  editing: Organization | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const save = useSaveOrganization();
  const [name, setName] = useState(editing?.organizationName ?? '');
  const [number, setNumber] = useState(editing?.organizationNumber ?? '');
  return (
    <DialogFrame
      title={editing ? t('organization.editOrganization') : t('organization.addOrganization')}
      error={save.error}
      saving={save.isPending}
      onClose={onClose}
      onSave={() =>
        save.mutate(
          {
            idorganization: editing?.idorganization,
            organizationName: name,
            organizationNumber: number || null,
          },
          { onSuccess: onClose },
        )
      }
    >
      <TextInput
        label={t('organization.organizationName')}
        value={name}
        onChange={(event) => setName(event.currentTarget.value)}
        data-testid="organization-name"
      />
      <TextInput
        label={t('organization.organizationNumber')}
        value={number}
        onChange={(event) => setNumber(event.currentTarget.value)}
      />
    </DialogFrame>
  );
}

/** Add or edit a country. */
export function CountryDialog({ editing, onClose }: { editing: Country | null; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useSaveCountry();
  const [name, setName] = useState(editing?.name ?? '');
  return (
    <DialogFrame
      title={editing ? t('organization.editCountry') : t('organization.addCountry')}
      error={save.error}
      saving={save.isPending}
      onClose={onClose}
      onSave={() => save.mutate({ idcountry: editing?.idcountry, name }, { onSuccess: onClose })}
    >
      <TextInput
        label={t('organization.countryName')}
        value={name}
        onChange={(event) => setName(event.currentTarget.value)}
        data-testid="country-name"
      />
    </DialogFrame>
  );
}

/**
 * Add or edit a clinic: organization and country, name, city, Is DryGuardians, and Premium
 * Features — a year from the day it is ticked, none when unticked — with its end date.
 */
export function ClinicDialog({
  editing,
  lists,
  onClose,
}: {
  editing: Clinic | null;
  lists: OrganizationsAndClinics;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const save = useSaveClinic();
  const [organization, setOrganization] = useState<string | null>(
    editing ? String(editing.organization.idorganization) : null,
  );
  const [country, setCountry] = useState<string | null>(editing ? String(editing.country.idcountry) : null);
  const [name, setName] = useState(editing?.clinicName ?? '');
  const [city, setCity] = useState(editing?.city ?? '');
  const [dryGuardians, setDryGuardians] = useState(editing?.isDryGuardians ?? false);
  const [premiumEnd, setPremiumEnd] = useState<string | null>(editing?.premiumEndDate ?? null);
  const submit = () =>
    save.mutate(
      {
        idclinic: editing?.idclinic,
        // Missing choices go as such: the server answers with the spec's message, in its order.
        ...(organization ? { organization: { idorganization: Number(organization) } } : {}),
        ...(country ? { country: { idcountry: Number(country) } } : {}),
        clinicName: name,
        city,
        isDryGuardians: dryGuardians,
        premiumEndDate: premiumEnd,
      } as ClinicForm,
      { onSuccess: onClose },
    );
  return (
    <DialogFrame
      title={editing ? t('organization.editClinic') : t('organization.addClinic')}
      error={save.error}
      saving={save.isPending}
      onClose={onClose}
      onSave={submit}
    >
      <Select
        label={t('organization.organizationName')}
        data={lists.organizations.map((item) => ({
          value: String(item.idorganization),
          label: item.organizationName,
        }))}
        value={organization}
        onChange={setOrganization}
        searchable
        data-testid="clinic-organization"
      />
      <Select
        label={t('organization.clinicCountry')}
        data={lists.countries.map((item) => ({ value: String(item.idcountry), label: item.name }))}
        value={country}
        onChange={setCountry}
        searchable
        data-testid="clinic-country"
      />
      <TextInput
        label={t('organization.clinicName')}
        value={name}
        onChange={(event) => setName(event.currentTarget.value)}
        data-testid="clinic-name"
      />
      <TextInput
        label={t('organization.clinicCity')}
        value={city}
        onChange={(event) => setCity(event.currentTarget.value)}
      />
      <Checkbox
        label={t('organization.isDryGuardians')}
        checked={dryGuardians}
        onChange={(event) => setDryGuardians(event.currentTarget.checked)}
      />
      <Checkbox
        label={t('organization.premium')}
        checked={premiumEnd !== null}
        onChange={(event) => setPremiumEnd(event.currentTarget.checked ? premiumEndFrom(today()) : null)}
        data-testid="clinic-premium"
      />
      {premiumEnd !== null && (
        <DayInput
          label={t('organization.premiumEnd')}
          value={premiumEnd}
          onChange={(day) => day && setPremiumEnd(day)}
          data-testid="clinic-premium-end"
        />
      )}
    </DialogFrame>
  );
}
