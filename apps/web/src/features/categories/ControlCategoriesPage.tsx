import { CategoriesAdmin } from './admin/CategoriesAdmin.tsx';

/** Control categories: the rule-based categories and their conditions. */
export function ControlCategoriesPage() {
  return <CategoriesAdmin />;
}
