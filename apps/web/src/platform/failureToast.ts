import { ApiError } from '../api/ApiError.ts';
import { translateFirstScreenMessage } from '../i18n/firstScreenMessages.ts';
import { i18n } from '../i18n/i18n.ts';
import { reportClientError } from './client-errors/index.ts';
import { notifyError } from './notify.ts';

/** The values an answer carries for its message: the seconds to wait of a 429. */
const valuesOf = (error: ApiError) => (error.retryAfter === undefined ? {} : { seconds: error.retryAfter });

/** docs/requirements/errors.md#client-handling: a 400 shows the server's message, any other failure the path and the error. */
export function showFailure(error: Error): void {
  if (!(error instanceof ApiError)) {
    // Not a call that failed but our own code: the internal-error path reports it.
    reportClientError({ error });
    return;
  }
  const { notice } = error;
  const t = i18n.t.bind(i18n);
  switch (notice.kind) {
    case 'noResponse':
    case 'sessionEnded':
      // Already told, once, by the session events.
      return;
    case 'input':
      notifyError({
        message: notice.serverMessage
          ? translateFirstScreenMessage(notice.serverMessage, t, notice.messageId)
          : t('errors.inputError'),
      });
      return;
    case 'other':
      notifyError({
        title: notice.path,
        message: notice.serverMessage
          ? translateFirstScreenMessage(notice.serverMessage, t, notice.messageId, valuesOf(error))
          : t('errors.requestFailed', { status: notice.status }),
      });
      return;
  }
}

/** The text a form shows for its failed call, for screens that show errors inline. */
export function failureText(error: Error): string {
  const t = i18n.t.bind(i18n);
  if (!(error instanceof ApiError)) return t('errors.internal');
  if (error.serverMessage) {
    return translateFirstScreenMessage(error.serverMessage, t, error.messageId, valuesOf(error));
  }
  switch (error.notice.kind) {
    case 'noResponse':
      return t('errors.noResponse');
    case 'sessionEnded':
      return error.notice.serverDown ? t('errors.serverDown') : t('errors.missingAuthorization');
    case 'input':
      return t('errors.inputError');
    case 'other':
      return t('errors.requestFailed', { status: error.notice.status });
  }
}
