import { lazy, Suspense, useState } from 'react';
import { useNotifications } from '@mantine/notifications';

const ToastContainer = lazy(() => import('./ToastContainer.tsx'));

/**
 * The toasts' container, loaded with the first toast: most first screens show none, and the
 * container with its transitions is a tenth of the login page's script otherwise. Toasts shown
 * before it arrives wait in Mantine's store and appear with it.
 */
export function Toasts() {
  const { notifications, queue } = useNotifications();
  const [wanted, setWanted] = useState(false);
  if (!wanted && notifications.length + queue.length > 0) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ToastContainer />
    </Suspense>
  );
}
