import type { Announcements, ScreenReaderInstructions, UniqueIdentifier } from '@dnd-kit/core';
import { useTranslation } from 'react-i18next';

interface DndAccessibility {
  announcements: Announcements;
  screenReaderInstructions: ScreenReaderInstructions;
}

/**
 * What drag and drop tells screen-reader users, in their language. `nameOf` turns a dragged
 * item's id into the name people know it by (a variable's name rather than its acronym).
 */
export function useDndAccessibility(nameOf: (id: UniqueIdentifier) => string): DndAccessibility {
  const { t } = useTranslation();
  return {
    screenReaderInstructions: { draggable: t('dnd.instructions') },
    announcements: {
      onDragStart: ({ active }) => t('dnd.picked', { name: nameOf(active.id) }),
      onDragOver: ({ active, over }) =>
        over ? t('dnd.over', { name: nameOf(active.id), target: nameOf(over.id) }) : undefined,
      onDragEnd: ({ active, over }) =>
        over ? t('dnd.dropped', { name: nameOf(active.id), target: nameOf(over.id) }) : undefined,
      onDragCancel: ({ active }) => t('dnd.cancelled', { name: nameOf(active.id) }),
    },
  };
}
