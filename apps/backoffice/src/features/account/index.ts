export { AccountPage } from './components/account-page';
export { ForcedPasswordChange } from './components/forced-password-change';
