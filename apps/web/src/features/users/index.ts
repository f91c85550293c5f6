export { ControlUsersPage } from './ControlUsersPage.tsx';
export { OwnProfileButton } from './OwnProfileButton.tsx';
