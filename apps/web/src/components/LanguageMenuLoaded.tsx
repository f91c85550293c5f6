import { useEffect, useRef } from 'react';
import { Button, Menu, type ButtonProps } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '@vigil/domain';
import { chooseLanguage } from '../i18n/i18n.ts';
import { LANGUAGE_NAMES } from '../i18n/languageNames.ts';

export interface LanguageMenuLoadedProps {
  /** The button as LanguageMenu draws it before the menu is loaded. */
  button: ButtonProps & { 'aria-label': string; title: string; 'data-testid': string };
  current: Language;
  /** The menu was loaded by a click on the button, which it replays once it is on the page. */
  clicked: boolean;
}

/** The language menu with its dropdown, fetched by LanguageMenu when a person first reaches for it. */
export function LanguageMenuLoaded({ button, current, clicked }: LanguageMenuLoadedProps) {
  const { t } = useTranslation();
  const target = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    // Opened as a click opens it, so that closing it gives focus back to the button.
    if (!clicked) return;
    target.current?.focus();
    target.current?.click();
  }, [clicked]);
  return (
    <Menu position="bottom-end" shadow="md" width={200}>
      <Menu.Target>
        <Button ref={target} {...button} />
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
