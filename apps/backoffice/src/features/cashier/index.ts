export { CashierDeskPage } from './components/cashier-desk-page';
