import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { requireAccessDeclarations } from './route-access.ts';

describe('route access declarations', () => {
  it('an API route without an access rule cannot be registered', () => {
    const app = Fastify();
    requireAccessDeclarations(app);
    expect(() => app.get('/api/v1/forgotten', () => 'no rule')).toThrow(/does not declare config.access/);
  });

  it('an API route with an access rule registers', async () => {
    const app = Fastify();
    requireAccessDeclarations(app);
    app.get('/api/v1/declared', { config: { access: 'USER_RIGHTS' } }, () => 'ok');
    await expect(app.ready()).resolves.toBeDefined();
  });
});
