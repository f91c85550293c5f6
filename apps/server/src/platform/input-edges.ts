import { containsNulCharacter, jsonNestedDeeperThan, CATALOGUE } from '@vigil/domain';
import type { FastifyInstance } from 'fastify';
import { badRequest } from './errors.ts';

/**
 * Reads JSON bodies: an empty body (many clients send `Content-Type: application/json` with a PUT
 * that carries none) is no body, so a route that takes none accepts it and one that takes one
 * answers its own validation message; a body nested deeper than 32 levels is refused with a 400
 * before it is parsed, so no later step walks thousands of levels.
 */
export function readJsonBodies(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    if (text.trim() === '') return done(null, undefined);
    if (jsonNestedDeeperThan(text)) return done(badRequest(CATALOGUE.text.tooDeep), undefined);
    void parse(request, text, done);
  });
}

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
      return done(badRequest(CATALOGUE.text.nulCharacter));
    done();
  });
}
