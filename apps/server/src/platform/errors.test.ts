import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CATALOGUE, messageIdOf } from '@vigil/domain';
import { AppError, badRequest, INPUT_ERROR_MESSAGE, installErrorHandler, notFound } from './errors.ts';

function appWithRoutes() {
  const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);
  app.post(
    '/echo',
    { schema: { body: z.object({ name: z.string().min(1, 'Name is required') }) } },
    (request) => ({
      name: request.body.name,
    }),
  );
  app.get('/conflict', () => {
    throw new AppError('CONFLICT', 'Patient is already included in this category');
  });
  app.get('/organization-name', () => {
    throw badRequest(CATALOGUE.organization.missingName);
  });
  app.get('/alarm-type-name', () => {
    throw badRequest(CATALOGUE.alarmType.missingName);
  });
  app.get('/message-category', () => {
    throw notFound(CATALOGUE.categoryMessage.categoryNotFound);
  });
  app.get('/crash', () => {
    throw new Error('secret internals at /srv/app.ts:12');
  });
  return app;
}

describe('error contract', () => {
  it('malformed JSON is a 400 with the spec text', async () => {
    const response = await appWithRoutes().inject({
      method: 'POST',
      url: '/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: INPUT_ERROR_MESSAGE, code: 'BAD_REQUEST' });
  });

  it('a schema violation is a 400 carrying the schema message', async () => {
    const response = await appWithRoutes().inject({ method: 'POST', url: '/echo', payload: { name: '' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Name is required', code: 'BAD_REQUEST' });
  });

  it('an AppError keeps its message and maps its code to the status', async () => {
    const response = await appWithRoutes().inject({ url: '/conflict' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message: 'Patient is already included in this category',
      code: 'CONFLICT',
      messageId: 'category.alreadyIncluded',
    });
  });

  it('a catalogue message thrown by name carries its own id, though another has its English text', async () => {
    const app = appWithRoutes();
    const organization = await app.inject({ url: '/organization-name' });
    const alarmType = await app.inject({ url: '/alarm-type-name' });
    // One English text, two catalogues: the text alone names the first catalogue's id.
    expect(CATALOGUE.organization.missingName.text).toBe(CATALOGUE.alarmType.missingName.text);
    expect(messageIdOf(CATALOGUE.organization.missingName.text)).toBe('interventionCatalogue.missingName');
    expect(organization.json()).toEqual({
      message: 'Missing name',
      code: 'BAD_REQUEST',
      messageId: 'organization.missingName',
    });
    expect(alarmType.json()).toEqual({
      message: 'Missing name',
      code: 'BAD_REQUEST',
      messageId: 'alarmType.missingName',
    });
    const category = await app.inject({ url: '/message-category' });
    expect(category.statusCode).toBe(404);
    expect(category.json()).toEqual({
      message: 'Could not find category',
      code: 'NOT_FOUND',
      messageId: 'categoryMessage.categoryNotFound',
    });
  });

  it('an unexpected failure is a 500 that reveals nothing', async () => {
    const response = await appWithRoutes().inject({ url: '/crash' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: 'An error occurred', code: 'INTERNAL' });
    expect(response.body).not.toContain('secret');
  });
});
