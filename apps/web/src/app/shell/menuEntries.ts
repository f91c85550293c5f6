import { hasRights, type RightsGroup, type Role } from '@vigil/domain';
import type { GuardedPath } from '../routeRights.ts';
import type { TranslationKey } from '../../i18n/translationKey.ts';

export type MenuId =
  | 'patientDetails'
  | 'patients'
  | 'categories'
  | 'controlVariables'
  | 'controlCategories'
  | 'controlUsers'
  | 'controlOrganization'
  | 'controlAdmin';

export interface MenuEntry {
  id: MenuId;
  path: GuardedPath;
  label: TranslationKey;
  /** Shown only while the settings are shown. */
  setting: boolean;
  /** Who sees the icon; stricter than the route for control organization (docs/requirements/roles-and-scope.md#who-may-do-what). */
  rights: RightsGroup;
}

/** The left icon menu of docs/requirements/screens-and-routes.md#left-menu, top to bottom. */
export const MENU_ENTRIES: readonly MenuEntry[] = [
  {
    id: 'patientDetails',
    path: '/patient/view/last',
    label: 'nav.patientDetails',
    setting: false,
    rights: 'USER_RIGHTS',
  },
  { id: 'patients', path: '/patients', label: 'nav.patients', setting: false, rights: 'USER_RIGHTS' },
  { id: 'categories', path: '/categories', label: 'nav.categories', setting: false, rights: 'USER_RIGHTS' },
  {
    id: 'controlVariables',
    path: '/controlpanel/variables',
    label: 'nav.controlVariables',
    setting: true,
    rights: 'USER_RIGHTS',
  },
  {
    id: 'controlCategories',
    path: '/controlpanel/categories',
    label: 'nav.controlCategories',
    setting: true,
    rights: 'USER_RIGHTS',
  },
  {
    id: 'controlUsers',
    path: '/controlpanel/users',
    label: 'nav.controlUsers',
    setting: true,
    rights: 'SUPERUSER_RIGHTS',
  },
  {
    id: 'controlOrganization',
    path: '/controlpanel/organization',
    label: 'nav.controlOrganization',
    setting: true,
    rights: 'APPADMIN_RIGHTS',
  },
  {
    id: 'controlAdmin',
    path: '/controlpanel/admin',
    label: 'nav.controlAdmin',
    setting: true,
    rights: 'APPADMIN_RIGHTS',
  },
];

/** The entries a user of `role` sees, with or without the settings shown. */
export function visibleMenuEntries(role: Role, settingsShown: boolean): MenuEntry[] {
  return MENU_ENTRIES.filter((entry) => (settingsShown || !entry.setting) && hasRights(role, entry.rights));
}
