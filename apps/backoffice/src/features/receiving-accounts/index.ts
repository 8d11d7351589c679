export { ReceivingAccountsPage } from './components/receiving-accounts-page';
