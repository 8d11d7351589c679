export { OperatorsPage } from './components/operators-page';
