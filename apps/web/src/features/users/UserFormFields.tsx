import { Fieldset, PasswordInput, Select, SimpleGrid, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { POSITIONS, type Position } from '@vigil/domain';
import { useTranslation } from 'react-i18next';
import { POSITION_LABEL_KEYS } from './labels.ts';
import type { UserFormValues } from './userFormValues.ts';

export type UserFormHandle = UseFormReturnType<UserFormValues>;

/** The heading of one part of the user form. */
export function SectionLegend({ children }: { children: string }) {
  return (
    <Text component="span" size="xs" fw={700} c="dimmed" tt="uppercase" style={{ letterSpacing: '0.04em' }}>
      {children}
    </Text>
  );
}

// The server refuses longer texts; the inputs stop there instead of failing on save.
const MAX_TEXT = 200;

interface PersonFieldsProps {
  form: UserFormHandle;
  positions?: readonly Position[];
  /** The own profile shows the username without letting it change. */
  usernameReadOnly?: boolean;
}

/** Name, position, username and the ways to reach the person. */
export function PersonFields({ form, positions = POSITIONS, usernameReadOnly = false }: PersonFieldsProps) {
  const { t } = useTranslation();
  return (
    <Fieldset legend={<SectionLegend>{t('userForm.person')}</SectionLegend>} variant="unstyled">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput
          label={t('userForm.firstName')}
          withAsterisk
          maxLength={MAX_TEXT}
          {...form.getInputProps('firstName')}
        />
        <TextInput
          label={t('userForm.lastName')}
          withAsterisk
          maxLength={MAX_TEXT}
          {...form.getInputProps('lastName')}
        />
        <TextInput
          label={t('userForm.username')}
          withAsterisk={!usernameReadOnly}
          readOnly={usernameReadOnly}
          variant={usernameReadOnly ? 'filled' : 'default'}
          autoComplete="off"
          maxLength={MAX_TEXT}
          {...form.getInputProps('username')}
        />
        <Select
          label={t('userForm.position')}
          withAsterisk
          data={positions.map((position) => ({ value: position, label: t(POSITION_LABEL_KEYS[position]) }))}
          {...form.getInputProps('position')}
        />
        <TextInput
          label={t('userForm.email')}
          type="email"
          maxLength={MAX_TEXT}
          {...form.getInputProps('email')}
        />
        <TextInput
          label={t('userForm.phone')}
          type="tel"
          maxLength={MAX_TEXT}
          {...form.getInputProps('phone')}
        />
        <TextInput
          label={t('userForm.mobilePhone')}
          type="tel"
          maxLength={MAX_TEXT}
          {...form.getInputProps('mobilePhone')}
        />
        <TextInput label={t('userForm.fax')} type="tel" maxLength={MAX_TEXT} {...form.getInputProps('fax')} />
        <TextInput label={t('userForm.address')} maxLength={MAX_TEXT} {...form.getInputProps('address')} />
      </SimpleGrid>
    </Fieldset>
  );
}

/** A new password and its repeat: required on create, otherwise empty means unchanged. */
export function PasswordFields({ form, required }: { form: UserFormHandle; required: boolean }) {
  const { t } = useTranslation();
  return (
    <Fieldset legend={<SectionLegend>{t('userForm.passwordSection')}</SectionLegend>} variant="unstyled">
      <Text size="xs" c="dimmed" mb="xs">
        {required ? t('password.rules') : `${t('userForm.passwordUnchanged')} ${t('password.rules')}`}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <PasswordInput
          label={t('userForm.password')}
          withAsterisk={required}
          autoComplete="new-password"
          maxLength={MAX_TEXT}
          {...form.getInputProps('password')}
        />
        <PasswordInput
          label={t('userForm.repeatPassword')}
          withAsterisk={required}
          autoComplete="new-password"
          maxLength={MAX_TEXT}
          {...form.getInputProps('repeatPassword')}
        />
      </SimpleGrid>
    </Fieldset>
  );
}
