export { ControlAdminPage } from './ControlAdminPage.tsx';
