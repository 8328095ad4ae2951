import { Link } from '@portal/shared/router';
import { SECURITY_SETTINGS_PATH } from '@portal/shared/account-paths';
import { useWallets } from '@portal/shared/api/accounts';
import { useCollaboration } from '@portal/shared/api/collaborations';
import { useAuthStore } from '@portal/shared/auth-store';
import { FINAL_STATUSES, type Collaboration } from '@portal/shared/contract/collaborations';
import { errorStatus } from '@portal/shared/data/api-error';
import { ConversationLink } from '@portal/shared/ui/conversation-link';
import type { Language } from '@portal/shared/language';
import { formatTaka, fromPaisa, toPaisa } from '@portal/shared/money';
import { FactList } from '@portal/shared/ui/fact-list';
import { Section } from '@portal/shared/ui/layout';
import { LoadFailure } from '@portal/shared/ui/load-failure';
import { LoadingSkeleton } from '@portal/shared/ui/loading-skeleton';
import { ProfileLink } from '@portal/shared/ui/profile-link';
import { StatusBadge } from '@portal/shared/ui/status-badge';
import { CollaborationActions, type CollaborationProps } from './collaboration-actions';
import { CollaborationDeliverables } from './collaboration-deliverables';
import { CollaborationDeliveries } from './collaboration-deliveries';
import { CollaborationDispute } from './collaboration-dispute';
import { CollaborationDrafts } from './collaboration-drafts';
import { useCollaborationTexts, type CollaborationTexts } from '../texts';
import { CollaborationReview } from './collaboration-review';
import { viewerOf } from './collaboration-rules';
import { CollaborationTimeline } from './collaboration-timeline';
import { nextSteps } from './next-steps';
import factGrid from '@portal/shared/ui/fact-grid.module.css';
import styles from './collaboration.module.css';
import detail from '@portal/shared/ui/campaign-detail.module.css';
import ui from '@portal/shared/ui/ui.module.css';
import { NotFoundPage } from '@portal/shared/ui/not-found-page';

function BackLink() {
  const { t } = useCollaborationTexts();
  return (
    <p className={detail.back}>
      <Link to="/applications">{t('back')}</Link>
    </p>
  );
}

/** A collaboration that is not there (or not the viewer's), with the way back. */
export function CollaborationNotFound() {
  const { t } = useCollaborationTexts();
  return <NotFoundPage back={<BackLink />} title={t('notFound.title')} text={t('notFound.text')} />;
}

/**
 * The money of a collaboration: what was agreed, the fee and the influencer's part; once it has
 * ended, what actually went where (a split or a refund moves less than the whole to the influencer,
 * and the fee is taken from that part only).
 */
function moneyFacts(
  collaboration: Collaboration,
  { t }: Pick<CollaborationTexts, 't'>,
  language: Language,
) {
  const taka = (amount: string) => formatTaka(amount, { language });
  if (!(FINAL_STATUSES as readonly string[]).includes(collaboration.status)) {
    return [
      { term: t('fact.fee'), value: taka(collaboration.platform_fee) },
      { term: t('fact.receives'), value: taka(collaboration.influencer_receives) },
    ];
  }
  const refunded = toPaisa(collaboration.refunded_amount);
  const feeTaken =
    toPaisa(collaboration.amount) - toPaisa(collaboration.released_amount) - refunded;
  return [
    { term: t('fact.fee'), value: taka(fromPaisa(feeTaken)) },
    { term: t('fact.received'), value: taka(collaboration.released_amount) },
    ...(refunded > 0n
      ? [{ term: t('fact.refunded'), value: taka(collaboration.refunded_amount) }]
      : []),
  ];
}

/** The parties, the money and the state. */
function CollaborationFacts({ collaboration }: { collaboration: Collaboration }) {
  const { t, language } = useCollaborationTexts();
  const facts = [
    {
      term: t('fact.brand'),
      value: <ProfileLink username={collaboration.brand_name} fallback={t('unknownUser')} />,
    },
    {
      term: t('fact.influencer'),
      value: <ProfileLink username={collaboration.influencer_name} fallback={t('unknownUser')} />,
    },
    { term: t('fact.amount'), value: formatTaka(collaboration.amount, { language }) },
    ...moneyFacts(collaboration, { t }, language),
    { term: t('fact.status'), value: <StatusBadge status={collaboration.status} /> },
  ];
  return <FactList facts={facts} className={factGrid.facts} factClassName={factGrid.fact} />;
}

/**
 * A refund waiting for the admin's transfer while the brand has saved no wallet (see
 * docs/accounts.md): asks the brand to add one in Security settings, where the admin reads it.
 */
function RefundWalletPrompt() {
  const { t } = useCollaborationTexts();
  const wallets = useWallets();
  if (!wallets.data || wallets.data.bkash_number !== null || wallets.data.nagad_number !== null) {
    return null;
  }
  return (
    <p className={styles.step}>
      {t('next.brand.addWallet')}{' '}
      <Link to={SECURITY_SETTINGS_PATH}>{t('next.brand.addWalletLink')}</Link>
    </p>
  );
}

function CollaborationView({ collaboration, viewer, onConflict }: CollaborationProps) {
  const messages = useCollaborationTexts();
  const { t } = messages;
  const steps = nextSteps(collaboration, viewer, messages);
  const other =
    viewer === 'brand'
      ? { id: collaboration.influencer, name: collaboration.influencer_name }
      : { id: collaboration.brand, name: collaboration.brand_name };
  return (
    <>
      <h1 className={detail.title}>{collaboration.campaign_title}</h1>
      {collaboration.origin !== 'application' && (
        <p className={styles.muted}>
          {collaboration.origin === 'offer'
            ? t('origin.offer')
            : t('origin.package', { title: collaboration.campaign_title })}
        </p>
      )}
      <div className={detail.card}>
        <CollaborationFacts collaboration={collaboration} />
        {viewer !== 'admin' && (
          <p className={styles.message}>
            <ConversationLink userId={other.id} username={other.name} />
          </p>
        )}
      </div>
      {steps.length > 0 && (
        <Section title={t('next.title')}>
          {steps.map((step) => (
            <p key={step} className={styles.step}>
              {step}
            </p>
          ))}
          {viewer === 'brand' && collaboration.refund?.status === 'pending' && (
            <RefundWalletPrompt />
          )}
          {viewer === 'brand' && collaboration.status === 'awaiting_payment' && (
            <p>
              <Link to="/payments">{t('next.brand.payLink')}</Link>
            </p>
          )}
        </Section>
      )}
      <CollaborationActions collaboration={collaboration} viewer={viewer} onConflict={onConflict} />
      <CollaborationDrafts collaboration={collaboration} viewer={viewer} onConflict={onConflict} />
      <CollaborationReview collaboration={collaboration} viewer={viewer} onConflict={onConflict} />
      <CollaborationDispute
        collaboration={collaboration}
        viewer={viewer}
        otherName={other.name}
        onConflict={onConflict}
      />
      {viewer === 'brand' && (
        <CollaborationDeliverables
          campaignId={collaboration.campaign}
          deliveries={collaboration.deliveries}
        />
      )}
      <CollaborationDeliveries
        deliveries={collaboration.deliveries}
        status={collaboration.status}
      />
      <CollaborationTimeline events={collaboration.timeline} />
    </>
  );
}

export function CollaborationScreen({ id }: { id: number }) {
  const { t } = useCollaborationTexts();
  const userId = useAuthStore((state) => state.user?.id);
  const collaboration = useCollaboration(id);

  if (collaboration.isError && [400, 403, 404].includes(errorStatus(collaboration.error) ?? 0)) {
    return <CollaborationNotFound />;
  }
  function body() {
    if (collaboration.isPending) {
      return (
        <>
          <h1 className={ui.pageTitle}>{t('heading')}</h1>
          <LoadingSkeleton label={t('loading')} rows={6} />
        </>
      );
    }
    if (collaboration.isError) {
      return (
        <>
          <h1 className={ui.pageTitle}>{t('heading')}</h1>
          <LoadFailure message={t('loadFailed')} onRetry={() => void collaboration.refetch()} />
        </>
      );
    }
    return (
      <CollaborationView
        collaboration={collaboration.data}
        viewer={viewerOf(collaboration.data, userId)}
        onConflict={() => void collaboration.refetch()}
      />
    );
  }
  return (
    <div className={ui.page}>
      <BackLink />
      {body()}
    </div>
  );
}
