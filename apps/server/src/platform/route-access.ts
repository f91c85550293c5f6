import type { RouteAccess } from '@vigil/domain';
import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
  interface FastifyInstance {
    /** Every /api/v1 route with its access rule, for the authorization test suite. */
    readonly declaredRoutes: DeclaredRoute[];
  }
}

export interface DeclaredRoute {
  readonly method: string;
  readonly url: string;
  readonly access: RouteAccess;
  /** The top-level fields of the body and query schemas, for suites that look for patient ids. */
  readonly inputKeys: readonly string[];
}

function fieldsOf(schema: unknown): string[] {
  return typeof schema === 'object' && schema !== null && 'shape' in schema
    ? Object.keys(schema.shape as object)
    : [];
}

/**
 * Makes a route without a declared access rule impossible to ship: registration fails at
 * start-up, so the omission is caught by every test that builds the app.
 */
export function requireAccessDeclarations(app: FastifyInstance): void {
  const declared: DeclaredRoute[] = [];
  app.decorate('declaredRoutes', declared);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/v1')) return;
    const access = route.config?.access;
    if (access === undefined) {
      throw new Error(`Route ${String(route.method)} ${route.url} does not declare config.access`);
    }
    const inputKeys = [...fieldsOf(route.schema?.body), ...fieldsOf(route.schema?.querystring)];
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') declared.push({ method, url: route.url, access, inputKeys });
    }
  });
}
