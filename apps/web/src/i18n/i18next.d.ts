import 'i18next';
import type { Dictionary } from './dictionaries.ts';

// Makes t('login.username') a checked key: a typo fails to compile.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Dictionary };
  }
}
