import { Button, Menu, type ButtonVariant } from '@mantine/core';
import { IconCheck, IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES } from '@vigil/domain';
import { chooseLanguage } from '../i18n/i18n.ts';
import { LANGUAGE_NAMES } from '../i18n/languageNames.ts';

/** The interface language switcher; every language is listed in its own name. */
interface LanguageMenuProps {
  variant?: ButtonVariant;
  /** Shows the language code (EN) instead of its name, where the top bar is short of room. */
  compact?: boolean;
}

export function LanguageMenu({ variant = 'default', compact = false }: LanguageMenuProps) {
  const { t, i18n } = useTranslation();
  const resolved = i18n.resolvedLanguage ?? DEFAULT_LANGUAGE;
  const current = isLanguage(resolved) ? resolved : DEFAULT_LANGUAGE;
  return (
    <Menu position="bottom-end" shadow="md" width={200}>
      <Menu.Target>
        <Button
          variant={variant}
          size="compact-md"
          leftSection={<IconLanguage size={18} stroke={1.6} />}
          // The accessible name starts with what the button shows (WCAG 2.5.3 label in name).
          aria-label={`${compact ? current.toUpperCase() : LANGUAGE_NAMES[current]} (${t('language.menuLabel')}: ${LANGUAGE_NAMES[current]})`}
          title={t('language.menuLabel')}
          data-testid="language-menu"
        >
          {compact ? current.toUpperCase() : LANGUAGE_NAMES[current]}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('language.menuLabel')}</Menu.Label>
        {LANGUAGES.map((language) => (
          <Menu.Item
            key={language}
            lang={language}
            onClick={() => void chooseLanguage(language)}
            rightSection={language === current ? <IconCheck size={16} /> : null}
          >
            {LANGUAGE_NAMES[language]}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
