import { StatementScreen } from '../features/statement/components/statement-screen';

/** /statement, for brands and influencers: every money line with its receipt. */
export default StatementScreen;
