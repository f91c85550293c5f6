/** The two customer flavours: the branded bedwetting product and the generic chronic-care one. */
export const CUSTOMERS = ['bedwetting', 'generic'] as const;
export type Customer = (typeof CUSTOMERS)[number];

/** Deployment profiles: banners, the debug panel and /test endpoints exist only outside prod. */
export const APP_PROFILES = ['local', 'stage', 'test', 'prod'] as const;
export type AppProfile = (typeof APP_PROFILES)[number];

export function isTestEnvironment(profile: AppProfile): boolean {
  return profile !== 'prod';
}
