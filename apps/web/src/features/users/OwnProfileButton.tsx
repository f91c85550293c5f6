import { lazy, Suspense } from 'react';
import { Button, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconUserCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useOnceTrue } from '../../lib/useOnceTrue.ts';
import { useCurrentUser } from '../session/index.ts';

// The profile form (person, password, preferences) loads when the profile is first opened, not
// with the top bar of every page.
const OwnProfileDialog = lazy(() =>
  import('./OwnProfileDialog.tsx').then((module) => ({ default: module.OwnProfileDialog })),
);

/** The user icon of the top bar, with the name of whoever is logged in; opens the own profile. */
/** `withName`: the name at every width (a phone's menu), not only on wide screens. */
export function OwnProfileButton({ withName = false }: { readonly withName?: boolean }) {
  const { t } = useTranslation();
  const { fullName } = useCurrentUser();
  const [opened, { open, close }] = useDisclosure(false);
  const wanted = useOnceTrue(opened);
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
      {wanted && (
        <Suspense fallback={null}>
          <OwnProfileDialog opened={opened} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
