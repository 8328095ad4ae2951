import StatementPage from '@portal/shared/statement/statement-page';

/** /statement (design §7): the one statement page of shared. */
export default StatementPage;
