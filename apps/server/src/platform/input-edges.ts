import { containsNulCharacter, TEXT_MESSAGES } from '@vigil/domain';
import type { FastifyInstance } from 'fastify';
import { badRequest } from './errors.ts';

/**
 * Refuses U+0000 in any path parameter, query value or body text before a route sees it: no
 * PostgreSQL text can hold it, and a schema per field would forget one.
 */
export function refuseNulCharacters(app: FastifyInstance): void {
  app.addHook('preValidation', (request, _reply, done) => {
    if (
      containsNulCharacter(request.params) ||
      containsNulCharacter(request.query) ||
      containsNulCharacter(request.body)
    )
      return done(badRequest(TEXT_MESSAGES.nulCharacter));
    done();
  });
}
