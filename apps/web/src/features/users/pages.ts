/** Control users: loaded when its route is first shown, so the signed-in frame does not carry it. */
export { ControlUsersPage } from './ControlUsersPage.tsx';
