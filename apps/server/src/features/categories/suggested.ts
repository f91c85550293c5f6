import { isAiSuggestion, type RuleBasedCategory } from '@vigil/domain';
import type { Db } from '../../db/database.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { visibleTo } from './access.ts';
import { categoriesMembers, prepareMembership } from './membership.ts';
import { findCategories } from './read.ts';
import { callerReach, patientsOf } from '../../platform/access/patient-data.ts';

/**
 * GET /patients/{id}/ai-suggested-categories: the suggested categories (isSuggested) the caller
 * sees that the patient is a member of today, each with its conditions — the why. Those whose
 * conditions read an AI variable come first (the AI's suggestion), then by name.
 */
export async function suggestedCategories(
  db: Db,
  { actor, patientId, today }: { actor: Actor; patientId: number; today: string },
): Promise<RuleBasedCategory[]> {
  await patientsOf(db, actor).require(patientId);
  const suggested = db
    .selectFrom('ruleBasedCategory')
    .select('ruleBasedCategory.id')
    .where('ruleBasedCategory.isSuggested', '=', true)
    .where(visibleTo(actor));
  const prepared = await prepareMembership(db, suggested, { today });
  const memberships = await categoriesMembers(db, suggested, { reach: callerReach(actor), prepared })
    .where('membership.patientId', '=', patientId)
    .execute();
  const categories = await findCategories(
    db,
    actor,
    memberships.map((membership) => membership.categoryId),
  );
  return categories.sort((a, b) => Number(isAiSuggestion(b)) - Number(isAiSuggestion(a)));
}
