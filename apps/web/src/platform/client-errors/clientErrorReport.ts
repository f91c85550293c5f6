import type { clientErrorReportSchema } from '@vigil/domain';
import type { z } from 'zod';

export type ClientErrorReport = z.input<typeof clientErrorReportSchema>;

/** docs/requirements/api.md#client-error-report: a browser sends at most one error report per 5 s. */
export const CLIENT_ERROR_REPORT_INTERVAL_MS = 5_000;

const MAX_MESSAGE = 2_000;
const MAX_ERROR = 10_000;
const MAX_USER_AGENT = 1_000;

export interface ScriptErrorDetails {
  message?: string;
  url?: string;
  lineNumber?: number;
  columnNumber?: number;
  error?: unknown;
}

/** The report of an uncaught error, cut to the lengths the server accepts. */
export function clientErrorReport(details: ScriptErrorDetails, userAgent: string): ClientErrorReport {
  const message = details.message?.trim() || messageOf(details.error);
  const report: ClientErrorReport = {
    url: details.url?.slice(0, MAX_MESSAGE),
    lineNumber: integerOrUndefined(details.lineNumber),
    columnNumber: integerOrUndefined(details.columnNumber),
    error: describe(details.error)?.slice(0, MAX_ERROR),
    userAgent: userAgent.slice(0, MAX_USER_AGENT),
  };
  // The spec's report carries either a message or hasMessage false.
  return message ? { ...report, message: message.slice(0, MAX_MESSAGE) } : { ...report, hasMessage: false };
}

function messageOf(error: unknown): string | undefined {
  if (error instanceof Error) return error.message || undefined;
  if (typeof error === 'string') return error || undefined;
  return undefined;
}

function describe(error: unknown): string | undefined {
  if (error instanceof Error) return error.stack ?? `${error.name}: ${error.message}`;
  if (error === undefined || error === null) return undefined;
  if (typeof error === 'string') return error;
  try {
    return JSON.stringify(error);
  } catch {
    // A value with cycles cannot be serialised; its type still helps whoever reads the report.
    return Object.prototype.toString.call(error);
  }
}

function integerOrUndefined(value: number | undefined): number | undefined {
  return value !== undefined && Number.isInteger(value) ? value : undefined;
}
