/** The categories pages: loaded when their route is first shown, so the signed-in frame does not carry them. */
export { CategoriesPage } from './CategoriesPage.tsx';
export { ControlCategoriesPage } from './ControlCategoriesPage.tsx';
