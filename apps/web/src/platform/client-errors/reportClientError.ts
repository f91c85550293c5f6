import { clientErrorRoutes } from '@vigil/domain';
import { ApiError } from '../../api/ApiError.ts';
import { call } from '../../api/call.ts';
import { notifyError } from '../notify.ts';
import { i18n } from '../../i18n/i18n.ts';
import { createThrottle } from '../../lib/throttle.ts';
import {
  CLIENT_ERROR_REPORT_INTERVAL_MS,
  clientErrorReport,
  type ScriptErrorDetails,
} from './clientErrorReport.ts';

const reports = createThrottle(CLIENT_ERROR_REPORT_INTERVAL_MS);

/**
 * docs/requirements/errors.md#uncaught-errors: an uncaught error tells the user to contact support and is reported to the
 * server, at most once per 5 s so a failing loop cannot flood either.
 */
export function reportClientError(details: ScriptErrorDetails): void {
  // A failed API call has already been shown by the API layer; it is not a script error.
  if (details.error instanceof ApiError) return;
  if (!reports.tryPass(Date.now())) return;
  notifyError({ id: 'internal-error', message: i18n.t('errors.internal') });
  const body = clientErrorReport(
    { ...details, url: details.url ?? window.location.href },
    navigator.userAgent,
  );
  call(clientErrorRoutes.report, { body }).catch((error: unknown) => {
    // Reporting must never cause a report of its own; the console keeps it for whoever debugs.
    console.warn('The client error report could not be sent', error);
  });
}

/** Catches what nothing else caught: script errors and rejected promises nobody awaited. */
export function installClientErrorReporting(): () => void {
  const onError = (event: ErrorEvent) =>
    reportClientError({
      message: event.message,
      url: event.filename || undefined,
      lineNumber: event.lineno,
      columnNumber: event.colno,
      error: event.error,
    });
  const onRejection = (event: PromiseRejectionEvent) => reportClientError({ error: event.reason });
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  return () => {
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
  };
}
