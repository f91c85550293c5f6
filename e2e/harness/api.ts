import { sessionResponseSchema, userSchema, type User, type UserForm } from '@vigil/domain';
import type { DemoLogin } from './server.ts';

/** The clinic ids of GET /organizations-and-clinics-and-countries. */
function clinicIdsOf(data: unknown): number[] {
  const clinics = typeof data === 'object' && data !== null && 'clinics' in data ? data.clinics : undefined;
  if (!Array.isArray(clinics)) throw new Error('the organizations answer has no clinics list');
  return clinics.map((clinic: unknown) => {
    const id =
      typeof clinic === 'object' && clinic !== null && 'idclinic' in clinic ? clinic.idclinic : undefined;
    if (typeof id !== 'number') throw new Error('a clinic without an idclinic');
    return id;
  });
}

/** Talks to the Vigil API the way the web app does, to set up what a browser test needs. */
export class VigilApi {
  private constructor(
    private readonly baseUrl: string,
    private readonly token: string,
  ) {}

  /** Logs in as a demo user; fails the test if that user cannot log in straight away. */
  static async logIn(baseUrl: string, login: DemoLogin): Promise<VigilApi> {
    const session = sessionResponseSchema.parse(
      await call(baseUrl, 'POST', '/session', null, { username: login.username, password: login.password }),
    );
    if (session.token === null) throw new Error(`${login.username} got no token when logging in`);
    return new VigilApi(baseUrl, session.token);
  }

  async clinicIds(): Promise<number[]> {
    return clinicIdsOf(await this.get('/organizations-and-clinics-and-countries'));
  }

  /** POST /users: an admin creates a user, who must change the password at the first login. */
  async createUser(form: UserForm): Promise<User> {
    return userSchema.parse(await call(this.baseUrl, 'POST', '/users', this.token, form));
  }

  get(path: string): Promise<unknown> {
    return call(this.baseUrl, 'GET', path, this.token);
  }

  post(path: string, body?: unknown): Promise<unknown> {
    return call(this.baseUrl, 'POST', path, this.token, body);
  }

  delete(path: string): Promise<unknown> {
    return call(this.baseUrl, 'DELETE', path, this.token);
  }
}

async function call(
  baseUrl: string,
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  token: string | null,
  body?: unknown,
): Promise<unknown> {
  const headers = new Headers({ Accept: 'application/json', 'X-Client-Platform': 'web' });
  if (token !== null) headers.set('X-Auth-Token', token);
  if (body !== undefined) headers.set('Content-Type', 'application/json');
  const response = await fetch(`${baseUrl}/api/v1${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
  return text === '' ? undefined : JSON.parse(text);
}
