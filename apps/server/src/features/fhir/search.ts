import { badRequest } from '../../platform/errors.ts';

/** Page sizes: the default, and the cap a larger `_count` is cut to (the next link goes on). */
export const DEFAULT_COUNT = 50;
export const MAX_COUNT = 500;

/** Parameters every search takes besides its own: paging and the JSON format. */
const COMMON_PARAMETERS = ['_count', '_offset', '_format'] as const;

export type SearchQuery = Readonly<Record<string, string | readonly string[] | undefined>>;

/**
 * The search parameters of a query, each as its list of values; any parameter outside
 * `supported` (and the common ones) is refused, as the CapabilityStatement says.
 */
export function readParameters(query: SearchQuery, supported: readonly string[]): Map<string, string[]> {
  const parameters = new Map<string, string[]>();
  for (const [name, raw] of Object.entries(query)) {
    if (raw === undefined) continue;
    const values = typeof raw === 'string' ? [raw] : [...raw];
    if (!supported.includes(name) && !(COMMON_PARAMETERS as readonly string[]).includes(name)) {
      throw badRequest(`Unknown search parameter: ${name}. Supported: ${[...supported].join(', ')}`);
    }
    if (name === '_format' && values.some((value) => !/json$/.test(value))) {
      throw badRequest('Only JSON is served (_format=json)');
    }
    parameters.set(name, values);
  }
  return parameters;
}

/** The single value of a parameter that may appear once. */
export function single(parameters: Map<string, string[]>, name: string): string | undefined {
  const values = parameters.get(name);
  if (!values) return undefined;
  if (values.length > 1) throw badRequest(`${name} may appear only once`);
  return values[0];
}

export interface Page {
  readonly count: number;
  readonly offset: number;
}

/** `_count` (1…, cut to MAX_COUNT) and `_offset` (the next link's position). */
export function readPage(parameters: Map<string, string[]>): Page {
  const count = single(parameters, '_count');
  const offset = single(parameters, '_offset');
  return {
    count: count === undefined ? DEFAULT_COUNT : Math.min(wholeNumber('_count', count, 1), MAX_COUNT),
    offset: offset === undefined ? 0 : wholeNumber('_offset', offset, 0),
  };
}

function wholeNumber(name: string, text: string, least: number): number {
  if (!/^\d{1,9}$/.test(text) || Number(text) < least) {
    throw badRequest(`${name} must be a whole number of at least ${least}, not "${text}"`);
  }
  return Number(text);
}

export type DatePrefix = 'eq' | 'gt' | 'lt' | 'ge' | 'le';

/** A date search value as the interval of instants it stands for, with its prefix. */
export interface DateCondition {
  readonly prefix: DatePrefix;
  /** The first instant the value covers. */
  readonly start: Date;
  /** The first instant after it (a day value covers the whole day, UTC). */
  readonly end: Date;
}

const DATE_VALUE =
  /^(eq|gt|lt|ge|le)?(\d{4})(?:-(\d{2})(?:-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2}))?)?)?$/;

/**
 * A FHIR date search value (`ge2026-11-01`, `2026-11`, `lt2026-11-28T10:00:00Z`): year, month,
 * day or instant precision; a value without a zone is read in UTC. Anything else is a 400.
 */
export function parseDateCondition(name: string, text: string): DateCondition {
  const match = DATE_VALUE.exec(text);
  if (!match) throw badRequest(`${name}: "${text}" is not a FHIR date (for example ge2026-11-01)`);
  const [, prefix, year, month, day, hour, minute, second, zone] = match;
  const y = Number(year);
  const m = month === undefined ? 1 : Number(month);
  const d = day === undefined ? 1 : Number(day);
  if (m < 1 || m > 12 || d < 1 || d > 31) throw badRequest(`${name}: "${text}" is not a valid date`);
  let start: Date;
  let end: Date;
  if (hour !== undefined && minute !== undefined && zone !== undefined) {
    const iso = `${year}-${month}-${day}T${hour}:${minute}:${second ?? '00'}${zone}`;
    start = new Date(iso);
    if (
      Number.isNaN(start.getTime()) ||
      Number(hour) > 23 ||
      Number(minute) > 59 ||
      Number(second ?? 0) > 59
    ) {
      throw badRequest(`${name}: "${text}" is not a valid instant`);
    }
    end = new Date(start.getTime() + (second === undefined ? 60_000 : 1000));
  } else {
    start = new Date(Date.UTC(y, m - 1, d));
    if (start.getUTCDate() !== d) throw badRequest(`${name}: "${text}" is not a valid date`);
    end =
      day !== undefined
        ? new Date(Date.UTC(y, m - 1, d + 1))
        : month !== undefined
          ? new Date(Date.UTC(y, m, 1))
          : new Date(Date.UTC(y + 1, 0, 1));
  }
  return { prefix: (prefix as DatePrefix | undefined) ?? 'eq', start, end };
}

/** The instants a condition admits, as a half-open interval [from, to) (either side open). */
export function dateBounds(condition: DateCondition): { from?: Date; to?: Date } {
  switch (condition.prefix) {
    case 'eq':
      return { from: condition.start, to: condition.end };
    case 'ge':
      return { from: condition.start };
    case 'gt':
      return { from: condition.end };
    case 'le':
      return { to: condition.end };
    case 'lt':
      return { to: condition.start };
  }
}

/** `Patient/12` or `12` as a patient id; anything else is a 400. */
export function patientReference(name: string, text: string): number {
  const match = /^(?:Patient\/)?(\d{1,9})$/.exec(text);
  if (!match) throw badRequest(`${name}: "${text}" is not a Patient reference (Patient/123)`);
  return Number(match[1]);
}

/** A numeric resource id, or a 404 (an id Vigil never gives out is simply not there). */
export function numericId(id: string): number | undefined {
  return /^\d{1,9}$/.test(id) ? Number(id) : undefined;
}

export interface SearchLink {
  readonly relation: 'self' | 'next';
  readonly url: string;
}

/** The self link of a search page and, when more rows follow, the next one (same query, next offset). */
export function pageLinks(base: string, query: SearchQuery, page: Page, more: boolean): SearchLink[] {
  const at = (offset: number) => {
    const search = new URLSearchParams();
    for (const [name, raw] of Object.entries(query)) {
      if (raw === undefined || name === '_offset' || name === '_count') continue;
      for (const value of typeof raw === 'string' ? [raw] : raw) search.append(name, value);
    }
    search.set('_count', String(page.count));
    if (offset > 0) search.set('_offset', String(offset));
    return `${base}?${search.toString()}`;
  };
  const links: SearchLink[] = [{ relation: 'self', url: at(page.offset) }];
  if (more) links.push({ relation: 'next', url: at(page.offset + page.count) });
  return links;
}

/** A searchset Bundle of the page's resources. */
export function searchBundle(resources: readonly object[], links: readonly SearchLink[], baseUrl: string) {
  return {
    resourceType: 'Bundle',
    type: 'searchset',
    link: links,
    entry: resources.map((resource) => ({
      fullUrl: `${baseUrl}/${(resource as { resourceType: string }).resourceType}/${(resource as { id: string }).id}`,
      resource,
      search: { mode: 'match' },
    })),
  };
}
