import { Button, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconUserCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../session/index.ts';
import { OwnProfileDialog } from './OwnProfileDialog.tsx';

/** The user icon of the top bar, with the name of whoever is logged in; opens the own profile. */
/** `withName`: the name at every width (a phone's menu), not only on wide screens. */
export function OwnProfileButton({ withName = false }: { readonly withName?: boolean }) {
  const { t } = useTranslation();
  const { fullName } = useCurrentUser();
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Button
        variant="subtle"
        color="gray"
        size="compact-md"
        leftSection={<IconUserCircle size={20} stroke={1.6} />}
        aria-label={`${t('profile.title')}: ${fullName}`}
        title={t('profile.title')}
        onClick={open}
        data-testid="profile-button"
      >
        <Text component="span" inherit visibleFrom={withName ? undefined : 'lg'}>
          {fullName}
        </Text>
      </Button>
      <OwnProfileDialog opened={opened} onClose={close} />
    </>
  );
}
