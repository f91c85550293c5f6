import { Group } from '@mantine/core';
import { useLocation } from 'react-router';
import { useFlavour } from '../useFlavour.ts';
import { FlavourLogo } from '../../components/FlavourLogo.tsx';
import { LanguageMenu } from '../../components/LanguageMenu.tsx';
import { AlertsButton } from '../../features/alerts/index.ts';
import { DischargeButton } from '../../features/categories/index.ts';
import { InHospitalButton } from '../../features/in-hospital/index.ts';
import { OwnProfileButton } from '../../features/users/index.ts';
import { VariablePageButtons } from '../../features/variables/index.ts';
import { Clock } from './Clock.tsx';
import classes from './AuthenticatedLayout.module.css';
import { LogoutButton, PrintButton, SettingsToggle } from './TopBarButtons.tsx';

// Spec core §2: the generic flavour's extra widgets live on the patients list only.
const PATIENTS_LIST_PATH = '/patients';

/** The top bar of spec core §2. */
export function TopBar() {
  const flavour = useFlavour();
  const { pathname } = useLocation();
  const genericTools = flavour?.customer === 'generic' && pathname === PATIENTS_LIST_PATH;
  return (
    <header className={classes.topBar} data-no-print>
      <FlavourLogo customer={flavour?.customer ?? 'generic'} size={30} />
      {genericTools && (
        <Group gap="xs" data-testid="generic-tools">
          <InHospitalButton />
          <DischargeButton />
          <VariablePageButtons />
        </Group>
      )}
      <Group gap="xs" ml="auto" justify="flex-end">
        <Clock />
        <AlertsButton />
        <Group gap={4} wrap="nowrap">
          <OwnProfileButton />
          <LanguageMenu compact />
          <SettingsToggle />
          <PrintButton />
          <LogoutButton />
        </Group>
      </Group>
    </header>
  );
}
