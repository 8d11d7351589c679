export { SitesPage } from './components/sites-page';
