import { notifications } from '@mantine/notifications';
import i18n from 'i18next';

interface Toast {
  message: string;
  title?: string;
  /** Toasts with the same id replace each other instead of piling up. */
  id?: string;
  /** Stays until closed, for what the user must not miss. */
  sticky?: boolean;
}

const AUTO_CLOSE_MS = 6_000;

export function notifyError({ message, title, id, sticky = false }: Toast): void {
  const toast = { id, title, message, color: 'red', autoClose: sticky ? false : AUTO_CLOSE_MS } as const;
  if (id !== undefined) notifications.hide(id);
  notifications.show(toast);
}

export function notifySuccess(message: string): void {
  // The close button is named, as axe asks of every button.
  notifications.show({
    message,
    color: 'teal',
    autoClose: 3_000,
    closeButtonProps: { 'aria-label': i18n.t('common.close') },
  });
}

export function hideToast(id: string): void {
  notifications.hide(id);
}

/** A toast that shows work under way (a spinner) until notifyDone or hideToast replaces it. */
export function notifyProgress(id: string, message: string): void {
  notifications.show({ id, message, loading: true, autoClose: false, withCloseButton: false });
}

/** Turns a progress toast into the success it led to. */
export function notifyDone(id: string, message: string): void {
  notifications.update({
    id,
    message,
    color: 'teal',
    loading: false,
    autoClose: 3_000,
    withCloseButton: true,
  });
}
