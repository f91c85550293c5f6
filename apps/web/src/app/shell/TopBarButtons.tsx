import { ActionIcon } from '@mantine/core';
import { IconLogout, IconPrinter, IconSettings, IconSettingsOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useTooltipTrigger } from '../../components/tooltip/TooltipHost.tsx';
import { useLogOut } from '../../features/session/index.ts';
import { useSettingsShown } from './settingsShown.ts';

const ICON_SIZE = 20;

/** Shows or hides the control entries of the left menu. */
export function SettingsToggle() {
  const { t } = useTranslation();
  const [shown, setShown] = useSettingsShown();
  const label = shown ? t('shell.hideSettings') : t('shell.showSettings');
  const tooltipTrigger = useTooltipTrigger({ label }, { focus: true });
  return (
    <ActionIcon
      variant={shown ? 'light' : 'subtle'}
      color={shown ? undefined : 'gray'}
      size="lg"
      aria-label={label}
      aria-pressed={shown}
      onClick={() => setShown(!shown)}
      data-testid="settings-toggle"
      {...tooltipTrigger}
    >
      {shown ? (
        <IconSettingsOff size={ICON_SIZE} stroke={1.6} />
      ) : (
        <IconSettings size={ICON_SIZE} stroke={1.6} />
      )}
    </ActionIcon>
  );
}

/** Print / export: the browser's print dialog, which also saves as PDF; print CSS drops the chrome. */
export function PrintButton() {
  const { t } = useTranslation();
  const tooltipTrigger = useTooltipTrigger({ label: t('shell.print') }, { focus: true });
  return (
    <ActionIcon
      variant="subtle"
      color="gray"
      size="lg"
      aria-label={t('shell.print')}
      onClick={() => window.print()}
      {...tooltipTrigger}
    >
      <IconPrinter size={ICON_SIZE} stroke={1.6} />
    </ActionIcon>
  );
}

export function LogoutButton() {
  const { t } = useTranslation();
  const logOut = useLogOut();
  const tooltipTrigger = useTooltipTrigger({ label: t('shell.logout') }, { focus: true });
  return (
    <ActionIcon
      variant="subtle"
      color="gray"
      size="lg"
      aria-label={t('shell.logout')}
      onClick={() => void logOut('user')}
      data-testid="logout-button"
      {...tooltipTrigger}
    >
      <IconLogout size={ICON_SIZE} stroke={1.6} />
    </ActionIcon>
  );
}
