import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { onApiEvent } from '../../api/apiEvents.ts';
import { hideToast, notifyError } from '../../platform/notify.ts';
import { translateFirstScreenMessage } from '../../i18n/firstScreenMessages.ts';
import { createLatch } from '../../lib/throttle.ts';
import { clearClientState } from './clearClientState.ts';

const NO_RESPONSE_TOAST = 'no-response';
const SESSION_ENDED_TOAST = 'session-ended';
const SERVER_DOWN_TOAST = 'server-down';

/**
 * Tells the user about the failures that concern the whole app (docs/requirements/errors.md#client-handling), whichever screen
 * made the call: no answer from the server (once, until one comes) and an ended session.
 */
export function SessionEvents() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();

  useEffect(() => {
    const noResponse = createLatch();
    return onApiEvent((event) => {
      if (event.type === 'answered') {
        if (noResponse.reset()) hideToast(NO_RESPONSE_TOAST);
        return;
      }
      const { notice } = event;
      if (notice.kind === 'noResponse') {
        if (noResponse.fire())
          notifyError({ id: NO_RESPONSE_TOAST, message: t('errors.noResponse'), sticky: true });
        return;
      }
      if (notice.loggedOut) {
        // The client has already dropped the token; the rest of the person's data goes too.
        clearClientState(queryClient);
        const message = notice.serverMessage
          ? translateFirstScreenMessage(notice.serverMessage, t, notice.messageId)
          : t('errors.missingAuthorization');
        notifyError({ id: SESSION_ENDED_TOAST, message });
      }
      if (notice.serverDown)
        notifyError({ id: SERVER_DOWN_TOAST, message: t('errors.serverDown'), sticky: true });
    });
  }, [queryClient, t]);

  return null;
}
