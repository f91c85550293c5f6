import type { ComponentType } from 'react';
import { ActionIcon, Divider } from '@mantine/core';
import {
  IconAdjustmentsHorizontal,
  IconBuildingHospital,
  IconCategory,
  IconLayoutKanban,
  IconShieldCog,
  IconUserHeart,
  IconUsers,
  IconUsersGroup,
  type IconProps,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import { useTooltipTrigger } from '../../components/tooltip/TooltipHost.tsx';
import { useCurrentUser } from '../../features/session/index.ts';
import classes from './AuthenticatedLayout.module.css';
import { visibleMenuEntries, type MenuEntry, type MenuId } from './menuEntries.ts';
import { useSettingsShown } from './settingsShown.ts';

const ICONS: Record<MenuId, ComponentType<IconProps>> = {
  patientDetails: IconUserHeart,
  patients: IconUsers,
  categories: IconLayoutKanban,
  controlVariables: IconAdjustmentsHorizontal,
  controlCategories: IconCategory,
  controlUsers: IconUsersGroup,
  controlOrganization: IconBuildingHospital,
  controlAdmin: IconShieldCog,
};

/** The left icon menu: entries follow the user's role and the settings toggle (docs/requirements/screens-and-routes.md#left-menu). */
export function SideMenu() {
  const { t } = useTranslation();
  const { userRole } = useCurrentUser();
  const [settingsShown] = useSettingsShown();
  const { pathname } = useLocation();
  const entries = visibleMenuEntries(userRole, settingsShown);
  const firstSetting = entries.findIndex((entry) => entry.setting);

  return (
    <nav className={classes.sideMenu} aria-label={t('shell.mainMenu')} data-no-print>
      {entries.map((entry, index) => {
        // The patient details entry also stands for /patient/{id}.
        const active =
          pathname === entry.path || (entry.id === 'patientDetails' && pathname.startsWith('/patient/'));
        return (
          <div key={entry.id}>
            {index === firstSetting && <Divider w={36} mb={6} mx="auto" />}
            <MenuButton entry={entry} active={active} />
          </div>
        );
      })}
    </nav>
  );
}

function MenuButton({ entry, active }: { readonly entry: MenuEntry; readonly active: boolean }) {
  const { t } = useTranslation();
  const Icon = ICONS[entry.id];
  const tooltipTrigger = useTooltipTrigger({ label: t(entry.label), position: 'right' }, { focus: true });
  return (
    <ActionIcon
      component={NavLink}
      to={entry.path}
      size={44}
      radius="md"
      variant={active ? 'light' : 'subtle'}
      color={active ? undefined : 'gray'}
      aria-label={t(entry.label)}
      aria-current={active ? 'page' : undefined}
      data-testid={`menu-${entry.id}`}
      {...tooltipTrigger}
    >
      <Icon size={24} stroke={1.5} />
    </ActionIcon>
  );
}
