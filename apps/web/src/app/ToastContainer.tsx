import { Notifications } from '@mantine/notifications';

/** Mantine's toasts container, a module of its own so that Toasts can load it lazily. */
export default function ToastContainer() {
  return <Notifications position="top-right" />;
}
