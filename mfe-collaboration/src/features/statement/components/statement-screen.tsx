import { useAuthStore } from '@portal/shared/auth-store';
import { useExportStatementCsv } from '@portal/shared/api/exports';
import { useStatement } from '@portal/shared/api/receipts';
import type { StatementLine } from '@portal/shared/contract/collaborations';
import { formatDateTime } from '@portal/shared/dates';
import { formatTaka } from '@portal/shared/money';
import { Button } from '@portal/shared/ui/button';
import { CampaignTitle } from '@portal/shared/ui/campaign-title';
import { DataTable, type Column } from '@portal/shared/ui/data-table';
import { ErrorBox } from '@portal/shared/ui/error-box';
import { ReceiptLink } from '@portal/shared/ui/receipt-link';
import { ListView } from '@portal/shared/ui/list-view';
import { useStatementTexts } from '../texts';
import styles from './statement.module.css';
import ui from '@portal/shared/ui/ui.module.css';

function StatementTable({ lines, withBalance }: { lines: StatementLine[]; withBalance: boolean }) {
  const { t, language } = useStatementTexts();
  const taka = (amount: string | null) =>
    amount === null ? '—' : formatTaka(amount, { language });
  const columns: Column<StatementLine>[] = [
    { header: t('column.date'), cell: (line) => formatDateTime(line.created_at, language) },
    { header: t('column.type'), cell: (line) => t(`kind.${line.kind}`) },
    {
      header: t('column.campaign'),
      cell: (line) =>
        line.campaign_title === null ? '—' : <CampaignTitle title={line.campaign_title} />,
    },
    { header: t('column.counterparty'), cell: (line) => line.counterparty ?? '—' },
    {
      header: t('column.amount'),
      cell: (line) => (
        <span className={line.direction === 'in' ? styles.in : styles.out}>
          {`${line.direction === 'in' ? '+' : '−'}${taka(line.amount)}`}
        </span>
      ),
    },
    { header: t('column.fee'), cell: (line) => taka(line.fee) },
    ...(withBalance
      ? [{ header: t('column.balance'), cell: (line: StatementLine) => taka(line.balance) }]
      : []),
    { header: t('column.transactionId'), cell: (line) => line.transaction_id ?? '—' },
    { header: t('column.receipt'), cell: (line) => <ReceiptLink number={line.receipt_number} /> },
  ];
  return (
    <DataTable caption={t('heading')} columns={columns} rows={lines} rowKey={(line) => line.id} />
  );
}

/**
 * The statement of brands and influencers (see docs/money.md): every money line newest first (an
 * influencer's with the balance after it), each with its receipt, in keyset pages, and the whole
 * statement as a CSV download.
 */
export function StatementScreen() {
  const { t } = useStatementTexts();
  const role = useAuthStore((state) => state.user?.role);
  const statement = useStatement();
  const exportCsv = useExportStatementCsv();
  const isInfluencer = role === 'influencer';

  return (
    <div className={ui.page}>
      <div className={styles.header}>
        <h1 className={ui.pageTitle}>{t('heading')}</h1>
        <Button
          variant="secondary"
          onClick={() => exportCsv.mutate()}
          disabled={exportCsv.isPending}
        >
          {exportCsv.isPending ? t('downloading') : t('download')}
        </Button>
      </div>
      <p className={ui.muted}>{t(isInfluencer ? 'intro.influencer' : 'intro.brand')}</p>
      {exportCsv.isError && <ErrorBox>{t('downloadFailed')}</ErrorBox>}
      <ListView
        list={statement}
        loading={t('loading')}
        loadFailed={t('loadFailed')}
        empty={t('empty')}
        skeletonRows={6}
      >
        {(lines) => <StatementTable lines={lines} withBalance={isInfluencer} />}
      </ListView>
    </div>
  );
}
