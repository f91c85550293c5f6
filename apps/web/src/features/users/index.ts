export { OwnProfileButton } from './OwnProfileButton.tsx';
export { ThemeMenu } from './ThemeMenu.tsx';
