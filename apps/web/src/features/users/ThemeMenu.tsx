import { ActionIcon, Menu } from '@mantine/core';
import { IconCheck, IconPalette } from '@tabler/icons-react';
import { THEMES, type Theme } from '@vigil/domain';
import { useTranslation } from 'react-i18next';
import { useTooltipTrigger } from '../../components/tooltip/TooltipHost.tsx';
import type { TranslationKey } from '../../i18n/translationKey.ts';
import { useCurrentUser } from '../session/index.ts';
import { useChooseTheme } from './themeApi.ts';

const THEME_KEYS = {
  default: 'theme.default',
  red: 'theme.red',
} as const satisfies Record<Theme, TranslationKey>;

/** The user's own colour set (docs/requirements/administration.md#themes "Themes"), kept on their account. */
export function ThemeMenu() {
  const { t } = useTranslation();
  const { theme } = useCurrentUser();
  const chooseTheme = useChooseTheme();
  const tooltipTrigger = useTooltipTrigger({ label: t('theme.menuLabel') }, { focus: true });
  return (
    <Menu position="bottom-end" shadow="md" width={200}>
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          aria-label={t('theme.menuLabel')}
          data-testid="theme-menu"
          {...tooltipTrigger}
        >
          <IconPalette size={20} stroke={1.6} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('theme.menuLabel')}</Menu.Label>
        {THEMES.map((choice) => (
          <Menu.Item
            key={choice}
            onClick={() => chooseTheme.mutate(choice)}
            rightSection={choice === theme ? <IconCheck size={16} /> : null}
            data-theme={choice}
          >
            {t(THEME_KEYS[choice])}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
