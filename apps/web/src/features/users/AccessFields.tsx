import { Checkbox, Fieldset, MultiSelect, Select, SimpleGrid, Stack, Switch } from '@mantine/core';
import { LANGUAGES, type User } from '@vigil/domain';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES } from '../../i18n/languageNames.ts';
import type { Clinic } from '../organizations/index.ts';
import type { Profiles } from './api.ts';
import { PATIENT_CONNECTION_LABEL_KEYS, ROLE_LABEL_KEYS } from './labels.ts';
import { SectionLegend, type UserFormHandle } from './UserFormFields.tsx';

interface AccessFieldsProps {
  form: UserFormHandle;
  profiles: Profiles;
  clinics: readonly Clinic[];
  /** Users to choose from for another user's patients and for copying limits. */
  users: readonly User[];
  /** The user being edited (none when creating), who cannot be their own other user. */
  iduser?: number;
}

/** What the user may do and see: role, enabled, clinics, patient scope; a new user's limits to copy. */
export function AccessFields({ form, profiles, clinics, users, iduser }: AccessFieldsProps) {
  const { t } = useTranslation();
  const otherUsers = users
    .filter((user) => user.iduser !== iduser)
    .map((user) => ({ value: String(user.iduser), label: `${user.fullName} (${user.username})` }));
  const showsAnotherUser = form.getValues().patientConnection === 'ANOTHER_USER_PATIENTS';
  return (
    <Fieldset legend={<SectionLegend>{t('userForm.access')}</SectionLegend>} variant="unstyled">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Select
          label={t('userForm.role')}
          withAsterisk
          data={profiles.roles.map((role) => ({ value: role, label: t(ROLE_LABEL_KEYS[role]) }))}
          {...form.getInputProps('userRole')}
        />
        <Stack justify="flex-end" pb={6}>
          <Switch label={t('userForm.enabled')} {...form.getInputProps('enabled', { type: 'checkbox' })} />
        </Stack>
        <MultiSelect
          label={t('userForm.clinics')}
          withAsterisk
          searchable
          hidePickedOptions
          data={clinicOptions(clinics)}
          nothingFoundMessage={t('common.noData')}
          {...form.getInputProps('clinics')}
        />
        <Select
          label={t('userForm.patientConnection')}
          data={profiles.patientConnections.map((connection) => ({
            value: connection,
            label: t(PATIENT_CONNECTION_LABEL_KEYS[connection]),
          }))}
          {...form.getInputProps('patientConnection')}
        />
        {showsAnotherUser && (
          <Select
            label={t('userForm.otherUser')}
            withAsterisk
            searchable
            data={otherUsers}
            nothingFoundMessage={t('users.empty')}
            {...form.getInputProps('otherUserPatientConnectionId')}
          />
        )}
        {iduser === undefined && (
          <Select
            label={t('userForm.copyLimitFrom')}
            description={t('userForm.copyLimitFromHint')}
            clearable
            searchable
            data={otherUsers}
            nothingFoundMessage={t('users.empty')}
            {...form.getInputProps('copyLimitFrom')}
          />
        )}
      </SimpleGrid>
    </Fieldset>
  );
}

/** Clinics grouped by organization, as the multi-select lists them. */
function clinicOptions(clinics: readonly Clinic[]) {
  const groups = new Map<string, { value: string; label: string }[]>();
  for (const clinic of clinics) {
    const group = clinic.organization.organizationName;
    const items = groups.get(group) ?? [];
    items.push({ value: String(clinic.idclinic), label: clinic.clinicName });
    groups.set(group, items);
  }
  return [...groups].map(([group, items]) => ({ group, items }));
}

/** The interface language and whether inactive patients are hidden. */
export function PreferenceFields({ form }: { form: UserFormHandle }) {
  const { t } = useTranslation();
  return (
    <Fieldset legend={<SectionLegend>{t('userForm.preferences')}</SectionLegend>} variant="unstyled">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Select
          label={t('userForm.language')}
          data={LANGUAGES.map((language) => ({ value: language, label: LANGUAGE_NAMES[language] }))}
          allowDeselect={false}
          {...form.getInputProps('language')}
        />
        <Stack justify="flex-end" pb={6}>
          <Checkbox
            label={t('userForm.onlyActivePatients')}
            {...form.getInputProps('onlyActivePatients', { type: 'checkbox' })}
          />
        </Stack>
      </SimpleGrid>
    </Fieldset>
  );
}
