import { ActionIcon, Drawer, Group, Stack } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconMenu2 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { FLAVOURS } from '@vigil/domain';
import { useFlavour } from '../../platform/useFlavour.ts';
import { FlavourLogo } from '../../components/FlavourLogo.tsx';
import { LanguageMenu } from '../../components/LanguageMenu.tsx';
import { AlertsButton } from '../../features/alerts/index.ts';
import { DischargeButton } from '../../features/categories/index.ts';
import { InHospitalButton } from '../../features/in-hospital/index.ts';
import { LiveIndicator } from '../../features/live-events/index.ts';
import { OwnProfileButton, OwnProfileHost, ThemeMenu } from '../../features/users/index.ts';
import { VariablePageButtons } from '../../features/variables/index.ts';
import { Clock } from './Clock.tsx';
import classes from './AuthenticatedLayout.module.css';
import { LogoutButton, PrintButton, SettingsToggle } from './TopBarButtons.tsx';

// docs/requirements/screens-and-routes.md#top-bar: a flavour's list tools live on the patients list only.
const PATIENTS_LIST_PATH = '/patients';
// Below this width the top bar keeps one row: the mark, the clock, ALERTS and a menu for the rest.
const PHONE_QUERY = '(max-width: 48em)';

function ListTools() {
  return (
    <>
      <InHospitalButton />
      <DischargeButton />
      <VariablePageButtons />
    </>
  );
}

function AccountButtons() {
  return (
    <>
      <ThemeMenu />
      <SettingsToggle />
      <PrintButton />
      <LogoutButton />
    </>
  );
}

/**
 * The top bar of docs/requirements/screens-and-routes.md#top-bar. The live mark, the clock and
 * ALERTS keep their place in the tree on a phone and wider, and the own profile's dialog is held
 * above both layouts: crossing the width (a tablet turned, a window resized) must not close an
 * open dialog or lose what is being typed in it.
 */
export function TopBar() {
  const flavour = useFlavour();
  const { pathname } = useLocation();
  const phone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false });
  const listTools = flavour?.listTools === true && pathname === PATIENTS_LIST_PATH;
  // Until the session is known, the neutral brand.
  const { brand } = flavour ?? FLAVOURS.generic;
  return (
    <OwnProfileHost>
      <header className={classes.topBar} data-no-print>
        <FlavourLogo brand={brand} size={phone ? 28 : 30} markOnly={phone} />
        {listTools && !phone && (
          <Group gap="xs" data-testid="generic-tools">
            <ListTools />
          </Group>
        )}
        <Group gap="xs" ml="auto" justify="flex-end" wrap={phone ? 'nowrap' : 'wrap'}>
          <LiveIndicator compact={phone} />
          <Clock compact={phone} />
          <AlertsButton compact={phone} />
          {phone ? (
            <PhoneMenu listTools={listTools} />
          ) : (
            <Group gap={4} wrap="nowrap">
              <OwnProfileButton />
              <LanguageMenu compact />
              <AccountButtons />
            </Group>
          )}
        </Group>
      </header>
    </OwnProfileHost>
  );
}

/** On a phone: the profile, language, settings, print, logout and the list tools in a drawer. */
function PhoneMenu({ listTools }: { readonly listTools: boolean }) {
  const { t } = useTranslation();
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <ActionIcon
        variant="default"
        size="lg"
        aria-label={t('shell.menu')}
        aria-expanded={opened}
        onClick={open}
        data-testid="phone-menu"
      >
        <IconMenu2 size={20} stroke={1.6} />
      </ActionIcon>
      <Drawer opened={opened} onClose={close} position="right" size={300} title={t('shell.menu')}>
        <Stack gap="md" align="flex-start">
          <OwnProfileButton withName />
          <LanguageMenu />
          <Group gap={4}>
            <AccountButtons />
          </Group>
          {listTools && (
            <Stack gap="xs" align="flex-start" data-testid="generic-tools">
              <ListTools />
            </Stack>
          )}
        </Stack>
      </Drawer>
    </>
  );
}
