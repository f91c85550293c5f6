import { ActionIcon, Tooltip } from '@mantine/core';
import { IconLogout, IconPrinter, IconSettings, IconSettingsOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLogOut } from '../../features/session/index.ts';
import { useSettingsShown } from './settingsShown.ts';

const ICON_SIZE = 20;

/** Shows or hides the control entries of the left menu. */
export function SettingsToggle() {
  const { t } = useTranslation();
  const [shown, setShown] = useSettingsShown();
  const label = shown ? t('shell.hideSettings') : t('shell.showSettings');
  return (
    <Tooltip label={label}>
      <ActionIcon
        variant={shown ? 'light' : 'subtle'}
        color={shown ? undefined : 'gray'}
        size="lg"
        aria-label={label}
        aria-pressed={shown}
        onClick={() => setShown(!shown)}
        data-testid="settings-toggle"
      >
        {shown ? (
          <IconSettingsOff size={ICON_SIZE} stroke={1.6} />
        ) : (
          <IconSettings size={ICON_SIZE} stroke={1.6} />
        )}
      </ActionIcon>
    </Tooltip>
  );
}

/** Print / export: the browser's print dialog, which also saves as PDF; print CSS drops the chrome. */
export function PrintButton() {
  const { t } = useTranslation();
  return (
    <Tooltip label={t('shell.print')}>
      <ActionIcon
        variant="subtle"
        color="gray"
        size="lg"
        aria-label={t('shell.print')}
        onClick={() => window.print()}
      >
        <IconPrinter size={ICON_SIZE} stroke={1.6} />
      </ActionIcon>
    </Tooltip>
  );
}

export function LogoutButton() {
  const { t } = useTranslation();
  const logOut = useLogOut();
  return (
    <Tooltip label={t('shell.logout')}>
      <ActionIcon
        variant="subtle"
        color="gray"
        size="lg"
        aria-label={t('shell.logout')}
        onClick={() => void logOut('user')}
        data-testid="logout-button"
      >
        <IconLogout size={ICON_SIZE} stroke={1.6} />
      </ActionIcon>
    </Tooltip>
  );
}
