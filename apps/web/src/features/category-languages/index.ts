/** Control admin → Categories: the categories' names per language. */
export { CategoryLanguageAdmin } from './CategoryLanguageAdmin.tsx';
