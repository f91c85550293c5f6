import { BENCH_APPADMIN, BENCH_CATEGORIES, type CategoryWorld } from './categories-data.ts';

/* The benchmark's categories and messages, made through the API as the product admin makes them. */

export async function call<T>(
  baseUrl: string,
  token: string | null,
  method: string,
  path: string,
  body?: unknown,
) {
  const response = await fetch(`${baseUrl}/api/v1${path}`, {
    method,
    headers: {
      ...(token ? { 'x-auth-token': token } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

export async function login(baseUrl: string, user: { username: string; password: string }): Promise<string> {
  const session = await call<{ token: string | null }>(baseUrl, null, 'POST', '/session', user);
  if (!session.token) throw new Error(`bench login of ${user.username} failed`);
  return session.token;
}

/** The 30 categories through the category dialog's API, shared (made by the product admin); alerts switched on. */
export async function createCategories(baseUrl: string, world: CategoryWorld): Promise<number[]> {
  const token = await login(baseUrl, BENCH_APPADMIN);
  const ids: number[] = [];
  for (const category of BENCH_CATEGORIES) {
    const saved = await call<{ categoryId: number }>(baseUrl, token, 'POST', '/rule-based-categories', {
      categoryName: category.name,
      conditionsInCategories: [category.conditions(world)],
    });
    ids.push(saved.categoryId);
    if (category.alert) {
      await call(
        baseUrl,
        token,
        'POST',
        `/app-admin/rule-based-categories/${saved.categoryId}/alert-category/true`,
      );
    }
  }
  return ids;
}

/**
 * An enabled message for every category in English (sent between 07:00 and 10:00 local time, to
 * the phone and, for every other category, the watch; every third only once), and a Swedish one for
 * every third category.
 */
export async function createMessages(baseUrl: string, categoryIds: readonly number[]): Promise<number> {
  const token = await login(baseUrl, BENCH_APPADMIN);
  let count = 0;
  for (const [index, categoryId] of categoryIds.entries()) {
    const languages = index % 3 === 0 ? ['en', 'sv'] : ['en'];
    for (const language of languages) {
      await call(baseUrl, token, 'POST', '/category-message/false', {
        categoryId,
        categoryType: 'RULE_BASED',
        language,
        messageTitle: `Note ${index + 1}`,
        messageText: `Please follow the advice for ${BENCH_CATEGORIES[index]!.name}.`,
        hoursWhenToSend: 7 + (index % 4),
        isEnabled: true,
        sendMoreThanOnce: index % 3 !== 2,
        sendToMobile: true,
        sendToSmartwatch: index % 2 === 0,
      });
      count += 1;
    }
  }
  return count;
}
