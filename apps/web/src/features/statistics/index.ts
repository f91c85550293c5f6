export { StatisticsPage } from './StatisticsPage.tsx';
