export { UpdatePasswordPage } from './UpdatePasswordPage.tsx';
