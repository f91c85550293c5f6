import type { FastifyError, FastifyInstance } from 'fastify';
import { isDatabaseUnavailable } from '../../db/connection-loss.ts';
import { AppError } from '../../platform/errors.ts';

const ISSUE_BY_STATUS: Readonly<Record<number, string>> = {
  400: 'invalid',
  401: 'login',
  403: 'forbidden',
  404: 'not-found',
  410: 'deleted',
  413: 'too-costly',
  429: 'throttled',
  503: 'transient',
};

/** An OperationOutcome with one error issue: every FHIR error answer is one. */
export function operationOutcome(status: number, diagnostics: string) {
  return {
    resourceType: 'OperationOutcome',
    issue: [{ severity: 'error', code: ISSUE_BY_STATUS[status] ?? 'exception', diagnostics }],
  };
}

/** FHIR answers errors as OperationOutcomes, with the same statuses as the API (a 5xx never carries internals). */
export function installOutcomeHandler(fhir: FastifyInstance): void {
  fhir.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      if (error.status === 401) reply.header('WWW-Authenticate', 'Bearer');
      return reply.status(error.status).send(operationOutcome(error.status, error.message));
    }
    if (isDatabaseUnavailable(error)) {
      return reply
        .status(503)
        .send(operationOutcome(503, 'The database is not reachable right now, please try again shortly'));
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'FHIR request failed');
      return reply.status(500).send(operationOutcome(500, 'An error occurred'));
    }
    return reply.status(status).send(operationOutcome(status, error.message));
  });
  fhir.setNotFoundHandler((request, reply) =>
    reply.status(404).send(operationOutcome(404, `No FHIR interaction ${request.method} ${request.url}`)),
  );
}
