import { useState, type ComponentType } from 'react';
import { Button, type ButtonVariant } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, isLanguage } from '@vigil/domain';
import { LANGUAGE_NAMES } from '../i18n/languageNames.ts';
import type { LanguageMenuLoadedProps } from './LanguageMenuLoaded.tsx';

/** The interface language switcher; every language is listed in its own name. */
interface LanguageMenuProps {
  variant?: ButtonVariant;
  /** Shows the language code (EN) instead of its name, where the top bar is short of room. */
  compact?: boolean;
}

// The dropdown (Mantine's Menu and the library that places it) weighs a sixth of the login page's
// script, and few visitors change the language: it is fetched when the pointer or the keyboard
// reaches the button, and the first click opens it once it is there.
let loaded: ComponentType<LanguageMenuLoadedProps> | null = null;
const loadMenu = async () => {
  loaded ??= (await import('./LanguageMenuLoaded.tsx')).LanguageMenuLoaded;
  return loaded;
};

export function LanguageMenu({ variant = 'default', compact = false }: LanguageMenuProps) {
  const { t, i18n } = useTranslation();
  const [Loaded, setLoaded] = useState(() => loaded);
  const [clicked, setClicked] = useState(false);
  const resolved = i18n.resolvedLanguage ?? DEFAULT_LANGUAGE;
  const current = isLanguage(resolved) ? resolved : DEFAULT_LANGUAGE;
  const button = {
    variant,
    size: 'compact-md',
    leftSection: <IconLanguage size={18} stroke={1.6} />,
    // The accessible name starts with what the button shows (WCAG 2.5.3 label in name).
    'aria-label': `${compact ? current.toUpperCase() : LANGUAGE_NAMES[current]} (${t('language.menuLabel')}: ${LANGUAGE_NAMES[current]})`,
    title: t('language.menuLabel'),
    'data-testid': 'language-menu',
    children: compact ? current.toUpperCase() : LANGUAGE_NAMES[current],
  };
  if (Loaded) return <Loaded button={button} current={current} clicked={clicked} />;

  const prefetch = () => void loadMenu().catch(() => undefined);
  return (
    <Button
      {...button}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={prefetch}
      onFocus={prefetch}
      onClick={() =>
        void loadMenu().then((menu) => {
          setClicked(true);
          setLoaded(() => menu);
        })
      }
    />
  );
}
