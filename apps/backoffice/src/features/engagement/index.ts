export { EngagementPage } from './components/engagement-page';
