import type { TranslationKey } from '../i18n/translationKey.ts';

/** What a route tells the breadcrumbs: its own name and the section it sits in. */
export interface RouteHandle {
  crumb: TranslationKey;
  section?: 'controlPanel';
}

export function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null && 'crumb' in value && typeof value.crumb === 'string';
}
