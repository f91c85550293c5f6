import type { AiIconStatus } from '@vigil/domain';
import type { TranslationKey } from '../../i18n/translationKey.ts';
import type { IconPaint } from './statusPresentation.ts';

const paint = (background: string, text: string, border: string): IconPaint => ({ background, text, border });

/** How each AI icon is painted; the text keeps WCAG AA contrast on its background. */
export const AI_PAINT: Record<AiIconStatus, IconPaint> = {
  AI_VARIABLE_RED: paint('var(--mantine-color-red-8)', '#fff', 'var(--mantine-color-red-9)'),
  AI_VARIABLE_YELLOW: paint(
    'var(--mantine-color-yellow-4)',
    'var(--mantine-color-dark-9)',
    'var(--mantine-color-yellow-6)',
  ),
  AI_VARIABLE_GREEN: paint(
    'var(--mantine-color-green-7)',
    'var(--mantine-color-dark-9)',
    'var(--mantine-color-green-8)',
  ),
  AI_VARIABLE_GRAY: paint(
    'var(--mantine-color-gray-4)',
    'var(--mantine-color-dark-9)',
    'var(--mantine-color-gray-6)',
  ),
  AI_VARIABLE_LIGHT_GRAY: paint(
    'var(--mantine-color-gray-0)',
    'var(--mantine-color-gray-7)',
    'var(--mantine-color-gray-3)',
  ),
  AI_VARIABLE_WARNING_SIGN: paint(
    'var(--mantine-color-orange-1)',
    'var(--mantine-color-orange-9)',
    'var(--mantine-color-orange-6)',
  ),
  AI_VARIABLE_EMPTY: paint('transparent', 'var(--mantine-color-gray-7)', 'var(--mantine-color-gray-4)'),
};

/** The AI icon's status in words, so it never speaks through colour alone. */
export const AI_STATUS_LABEL_KEYS = {
  AI_VARIABLE_RED: 'aiStatus.red',
  AI_VARIABLE_YELLOW: 'aiStatus.yellow',
  AI_VARIABLE_GREEN: 'aiStatus.green',
  AI_VARIABLE_GRAY: 'aiStatus.gray',
  AI_VARIABLE_LIGHT_GRAY: 'aiStatus.lightGray',
  AI_VARIABLE_WARNING_SIGN: 'aiStatus.warning',
  AI_VARIABLE_EMPTY: 'aiStatus.empty',
} as const satisfies Record<AiIconStatus, TranslationKey>;
