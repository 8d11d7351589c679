export { MenusPage } from './components/menus-page';
