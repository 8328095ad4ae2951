import type { ReactNode } from 'react';
import { useAuthStore } from '@portal/shared/auth-store';
import { Link } from '@portal/shared/router';
import { useReceipt } from '@portal/shared/api/receipts';
import type { Receipt } from '@portal/shared/contract/receipts';
import { errorStatus } from '@portal/shared/data/api-error';
import { formatDateTime } from '@portal/shared/dates';
import { digitsFor, type Language } from '@portal/shared/language';
import { formatTaka } from '@portal/shared/money';
import { PAYMENT_METHOD_LABELS } from '@portal/shared/option-labels';
import { PRODUCT_NAME } from '@portal/shared/product';
import { Button } from '@portal/shared/ui/button';
import { LoadFailure } from '@portal/shared/ui/load-failure';
import { LoadingSkeleton } from '@portal/shared/ui/loading-skeleton';
import { useReceiptTexts, type ReceiptTextKey, type ReceiptTranslate } from '../texts';
import styles from './receipt.module.css';
import factGrid from '@portal/shared/ui/fact-grid.module.css';
import { FactList } from '@portal/shared/ui/fact-list';
import detail from '@portal/shared/ui/campaign-detail.module.css';
import ui from '@portal/shared/ui/ui.module.css';
import { NotFoundPage } from '@portal/shared/ui/not-found-page';

function BackLink() {
  const { t } = useReceiptTexts();
  const isAdmin = useAuthStore((state) => state.user?.role === 'admin');
  return (
    <p className={detail.back}>
      <Link to={isAdmin ? '/admin-panel' : '/statement'}>
        {t(isAdmin ? 'back.admin' : 'back.statement')}
      </Link>
    </p>
  );
}

/** A receipt that is not there (or not the viewer's), with the way back. */
export function ReceiptNotFound() {
  const { t } = useReceiptTexts();
  return <NotFoundPage back={<BackLink />} title={t('notFound.title')} text={t('notFound.text')} />;
}

interface Fact {
  term: ReceiptTextKey;
  value: ReactNode;
}

/** The amounts a receipt of each kind shows. */
function amountFacts(receipt: Receipt, language: Language): Fact[] {
  const taka = (amount: string | null) =>
    amount === null ? '—' : formatTaka(amount, { language });
  switch (receipt.kind) {
    case 'payment':
      return [
        { term: 'fact.amountPaid', value: taka(receipt.amount) },
        { term: 'fact.feeIncluded', value: taka(receipt.platform_fee) },
      ];
    case 'release':
      return [
        { term: 'fact.released', value: taka(receipt.amount) },
        { term: 'fact.fee', value: taka(receipt.platform_fee) },
        { term: 'fact.net', value: taka(receipt.net_amount) },
      ];
    case 'refund':
      return [{ term: 'fact.refunded', value: taka(receipt.amount) }];
    case 'payout':
      return [{ term: 'fact.sent', value: taka(receipt.amount) }];
  }
}

function receiptFacts(receipt: Receipt, language: Language, t: ReceiptTranslate): Fact[] {
  const facts: (Fact | false)[] = [
    {
      term: 'fact.issued',
      value: t('fact.issuedAt', { time: formatDateTime(receipt.issued_at, language) }),
    },
    receipt.brand !== null && { term: 'fact.brand', value: receipt.brand.username },
    { term: 'fact.influencer', value: receipt.influencer.username },
    receipt.campaign_title !== null && { term: 'fact.campaign', value: receipt.campaign_title },
    receipt.reference !== null && { term: 'fact.reference', value: receipt.reference },
    receipt.payment_method !== null && {
      term: 'fact.paymentMethod',
      value: PAYMENT_METHOD_LABELS[receipt.payment_method],
    },
    ...amountFacts(receipt, language),
    receipt.wallet_number !== null && {
      term: 'fact.wallet',
      value: digitsFor(language, receipt.wallet_number),
    },
    receipt.kind !== 'release' && {
      term: 'fact.transactionId',
      value: receipt.transaction_id ?? t('fact.notRecorded'),
    },
  ];
  return facts.filter((fact): fact is Fact => fact !== false);
}

function ReceiptView({ receipt }: { receipt: Receipt }) {
  const { t, language } = useReceiptTexts();
  return (
    <article className={styles.receipt}>
      <header className={styles.header}>
        <div>
          <p className={styles.platform}>{PRODUCT_NAME}</p>
          <h1 className={ui.pageTitle}>
            {t('title', { number: digitsFor(language, String(receipt.number)) })}
          </h1>
          <p className={styles.kind}>{t(`kind.${receipt.kind}`)}</p>
        </div>
        <Button variant="secondary" onClick={() => window.print()}>
          {t('print')}
        </Button>
      </header>
      <FactList
        facts={receiptFacts(receipt, language, t).map(({ term, value }) => ({
          term: t(term),
          value,
        }))}
        className={factGrid.facts}
        factClassName={factGrid.fact}
      />
    </article>
  );
}

export function ReceiptScreen({ number }: { number: number }) {
  const { t } = useReceiptTexts();
  const receipt = useReceipt(number);
  if (receipt.isError && [400, 404].includes(errorStatus(receipt.error) ?? 0)) {
    return <ReceiptNotFound />;
  }
  if (receipt.isSuccess) {
    return (
      <div className={ui.page}>
        <BackLink />
        <ReceiptView receipt={receipt.data} />
      </div>
    );
  }
  return (
    <div className={ui.page}>
      <BackLink />
      <h1 className={ui.pageTitle}>{t('heading')}</h1>
      {receipt.isError ? (
        <LoadFailure message={t('loadFailed')} onRetry={() => void receipt.refetch()} />
      ) : (
        <LoadingSkeleton label={t('loading')} rows={6} />
      )}
    </div>
  );
}
