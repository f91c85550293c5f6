/** Rule-based categories (the category engine), users' own patient lists, and the category look-ups. */
import type { AppContext } from '../../app-context.ts';
import type { Api } from '../../platform/api.ts';
import { registerCustomCategoryRoutes } from './custom-routes.ts';
import { registerCategoryLanguageRoutes } from './language-routes.ts';
import { registerCategoryReferenceRoutes } from './reference-routes.ts';
import { registerRuleBasedCategoryRoutes } from './routes.ts';

export { alertCategoriesOf } from './acknowledgements.ts';
export { storedMembersJob } from './job.ts';
export { categoriesMembers, categoryMembers, isCategoryMember, prepareMembership } from './membership.ts';
export type { MembersQuery, MembershipOptions, PreparedMembership } from './membership.ts';

export function registerCategoryRoutes(api: Api, context: AppContext): void {
  registerRuleBasedCategoryRoutes(api, context);
  registerCustomCategoryRoutes(api, context);
  registerCategoryReferenceRoutes(api, context);
  registerCategoryLanguageRoutes(api, context);
}
