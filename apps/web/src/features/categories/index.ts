export { CategoriesPage } from './CategoriesPage.tsx';
export { ControlCategoriesPage } from './ControlCategoriesPage.tsx';
export { DischargeButton } from './DischargeButton.tsx';
export { AddToListDialog } from './lists/AddToListDialog.tsx';
export { SuggestedCategories } from './suggested/SuggestedCategories.tsx';
