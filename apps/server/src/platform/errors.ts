import { messageIdOf, type ApiError, type CatalogueMessage, type ErrorCode } from '@vigil/domain';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { isResponseSerializationError } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../db/connection-loss.ts';

const STATUS_BY_CODE: Record<ErrorCode, number> = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  UNPROCESSABLE: 422,
  PAYLOAD_TOO_LARGE: 413,
  TOO_MANY_REQUESTS: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
};

/** The one error type of Vigil: a code (mapped to an HTTP status here) and a message a person can act on. */
export class AppError extends Error {
  override readonly name = 'AppError';
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details: { readonly retryAfterSeconds?: number; readonly messageId?: string } = {},
  ) {
    super(message);
  }
  get status(): number {
    return STATUS_BY_CODE[this.code];
  }
}

/**
 * What an error says: a text, or a catalogue message with its id (`CATALOGUE.<catalogue>.<key>`),
 * which the answer then carries as its `messageId` whatever other message shares its text.
 */
export type ErrorMessage = string | CatalogueMessage;

/** An AppError of `code` saying `message`, with the catalogue id the message brings. */
export function appError(code: ErrorCode, message: ErrorMessage): AppError {
  return typeof message === 'string'
    ? new AppError(code, message)
    : new AppError(code, message.text, { messageId: message.id });
}

export const badRequest = (message: ErrorMessage) => appError('BAD_REQUEST', message);
export const notFound = (message: ErrorMessage = 'Not found') => appError('NOT_FOUND', message);
export const forbidden = (message: ErrorMessage = 'You are not allowed to do this') =>
  appError('FORBIDDEN', message);
export const unauthorized = (message: ErrorMessage = 'Missing authorization, logged out..') =>
  appError('UNAUTHORIZED', message);
export const conflict = (message: ErrorMessage) => appError('CONFLICT', message);
export const databaseUnavailable = () =>
  new AppError('UNAVAILABLE', 'The database is not reachable right now, please try again shortly');

/** Fastify's own 4xx answers (unknown route, body too large, rate limit) in Vigil's codes. */
const CODE_BY_CLIENT_STATUS: Partial<Record<number, ErrorCode>> = {
  404: 'NOT_FOUND',
  413: 'PAYLOAD_TOO_LARGE',
  429: 'TOO_MANY_REQUESTS',
};

/** The spec's fallback text for bad input the server cannot describe more precisely. */
export const INPUT_ERROR_MESSAGE = 'Input error, could not complete the request';

/** The error body of docs/requirements/errors.md#error-shape, with the catalogue id of the message when it has one. */
export function errorBody(code: ErrorCode, message: string): ApiError {
  const messageId = messageIdOf(message);
  return messageId === undefined ? { message, code } : { message, code, messageId };
}

/**
 * The router's own refusals (a malformed URL, a path parameter longer than it takes: Fastify's
 * FST_ERR_BAD_URL, FST_ERR_MAX_PARAM_LENGTH with 414) as the documented 400 BAD_REQUEST.
 */
export function frameworkErrors(error: FastifyError, _request: unknown, reply: FastifyReply): void {
  const message =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'A path parameter is too long' : 'The address is not valid';
  void reply.status(400).send(errorBody('BAD_REQUEST', message));
}

/** Maps every error to `{ message, code }` (docs/requirements/errors.md#error-shape). A 5xx never carries internals. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      const { retryAfterSeconds, messageId } = error.details;
      const body = errorBody(error.code, error.message);
      if (messageId !== undefined) body.messageId = messageId;
      if (retryAfterSeconds === undefined) return reply.status(error.status).send(body);
      void reply.header('retry-after', String(retryAfterSeconds));
      return reply.status(error.status).send({ ...body, retryAfter: retryAfterSeconds });
    }
    if (error.validation) {
      const message = error.validation.map((issue) => issue.message).find(Boolean) ?? INPUT_ERROR_MESSAGE;
      return reply.status(400).send(errorBody('BAD_REQUEST', message));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema');
      return reply.status(500).send(errorBody('INTERNAL', 'An error occurred'));
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      const unavailable = databaseUnavailable();
      return reply.status(unavailable.status).send(errorBody(unavailable.code, unavailable.message));
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.status(500).send(errorBody('INTERNAL', 'An error occurred'));
    }
    const code = CODE_BY_CLIENT_STATUS[status] ?? 'BAD_REQUEST';
    return reply.status(status).send(errorBody(code, status === 400 ? INPUT_ERROR_MESSAGE : error.message));
  });

  app.setNotFoundHandler((request, reply) => {
    return reply.status(404).send(errorBody('NOT_FOUND', `No route ${request.method} ${request.url}`));
  });
}
