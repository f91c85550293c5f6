/** What the category panels use of the category messages feature: the editor's button. */
export { CategoryMessageButton } from './CategoryMessageButton.tsx';
export type { MessageCategory } from './messageFormValues.ts';
