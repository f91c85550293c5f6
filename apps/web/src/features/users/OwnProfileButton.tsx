import { createContext, lazy, Suspense, useContext, type ReactNode } from 'react';
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

const OpenOwnProfile = createContext<(() => void) | null>(null);

/**
 * Holds the own-profile dialog for the profile buttons inside it. The top bar shows the button
 * in different places on a phone and wider; the dialog stays here, so crossing the width (a
 * tablet turned, a window resized) does not close it or lose what is being typed.
 */
export function OwnProfileHost({ children }: { readonly children: ReactNode }) {
  const [opened, { open, close }] = useDisclosure(false);
  const wanted = useOnceTrue(opened);
  return (
    <OpenOwnProfile.Provider value={open}>
      {children}
      {wanted && (
        <Suspense fallback={null}>
          <OwnProfileDialog opened={opened} onClose={close} />
        </Suspense>
      )}
    </OpenOwnProfile.Provider>
  );
}

/** The user icon of the top bar, with the name of whoever is logged in; opens the own profile. */
/** `withName`: the name at every width (a phone's menu), not only on wide screens. */
export function OwnProfileButton({ withName = false }: { readonly withName?: boolean }) {
  const { t } = useTranslation();
  const { fullName } = useCurrentUser();
  const open = useContext(OpenOwnProfile);
  if (open === null) throw new Error('OwnProfileButton needs an OwnProfileHost around it');
  return (
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
  );
}
