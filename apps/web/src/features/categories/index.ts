export { DischargeButton } from './DischargeButton.tsx';
export { AddToListDialog } from './lists/AddToListDialog.tsx';
export { SuggestedCategories } from './suggested/SuggestedCategories.tsx';
