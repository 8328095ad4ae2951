import { Link, useParams } from '@portal/shared/router';
import { useCollaboration } from '../api/collaborations';
import { useAuthStore } from '@portal/shared/auth-store';
import { idInputSchema } from '../contract/common';
import { FINAL_STATUSES, type Collaboration } from '../contract/collaborations';
import { errorStatus } from '../data/api-error';
import { MessageButton } from '../messages/message-button';
import type { Language } from '../language';
import { formatTaka, fromPaisa, toPaisa } from '../money';
import { FactList } from '../ui/fact-list';
import { Section } from '../ui/layout';
import { LoadFailure } from '../ui/load-failure';
import { LoadingSkeleton } from '../ui/loading-skeleton';
import { ProfileLink } from '../ui/profile-link';
import { StatusBadge } from '../ui/status-badge';
import { CollaborationActions, type CollaborationProps } from './collaboration-actions';
import { CollaborationDeliveries } from './collaboration-deliveries';
import { useCollaborationMessages, type CollaborationMessages } from './collaboration-messages';
import { CollaborationReview } from './collaboration-review';
import { viewerOf } from './collaboration-rules';
import { CollaborationTimeline } from './collaboration-timeline';
import { nextSteps } from './next-steps';
import styles from './collaboration.module.css';
import detail from '../ui/campaign-detail.module.css';
import ui from '../ui/ui.module.css';
import { NotFoundPage } from '../ui/not-found-page';

function BackLink() {
  const { t } = useCollaborationMessages();
  return (
    <p className={detail.back}>
      <Link to="/applications">{t('back')}</Link>
    </p>
  );
}

function NotFound() {
  const { t } = useCollaborationMessages();
  return <NotFoundPage back={<BackLink />} title={t('notFound.title')} text={t('notFound.text')} />;
}

/**
 * The money of a collaboration: what was agreed, the fee and the influencer's part; once it has
 * ended, what actually went where (a split or a refund moves less than the whole to the influencer,
 * and the fee is taken from that part only).
 */
function moneyFacts(
  collaboration: Collaboration,
  { t }: Pick<CollaborationMessages, 't'>,
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
  const { t, language } = useCollaborationMessages();
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
  return <FactList facts={facts} className={styles.facts} factClassName={styles.fact} />;
}

function CollaborationView({ collaboration, viewer, onConflict }: CollaborationProps) {
  const messages = useCollaborationMessages();
  const { t } = messages;
  const steps = nextSteps(collaboration, viewer, messages);
  const other =
    viewer === 'brand'
      ? { id: collaboration.influencer, name: collaboration.influencer_name }
      : { id: collaboration.brand, name: collaboration.brand_name };
  return (
    <>
      <h1 className={detail.title}>{collaboration.campaign_title}</h1>
      <div className={detail.card}>
        <CollaborationFacts collaboration={collaboration} />
        {viewer !== 'admin' && (
          <p className={styles.message}>
            <MessageButton userId={other.id} username={other.name} />
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
          {viewer === 'brand' && collaboration.status === 'awaiting_payment' && (
            <p>
              <Link to="/payments">{t('next.brand.payLink')}</Link>
            </p>
          )}
        </Section>
      )}
      <CollaborationActions collaboration={collaboration} viewer={viewer} onConflict={onConflict} />
      <CollaborationReview collaboration={collaboration} viewer={viewer} onConflict={onConflict} />
      <CollaborationDeliveries
        deliveries={collaboration.deliveries}
        status={collaboration.status}
      />
      <CollaborationTimeline events={collaboration.timeline} />
    </>
  );
}

function CollaborationScreen({ id }: { id: number }) {
  const { t } = useCollaborationMessages();
  const userId = useAuthStore((state) => state.user?.id);
  const collaboration = useCollaboration(id);

  if (collaboration.isError && [400, 403, 404].includes(errorStatus(collaboration.error) ?? 0)) {
    return <NotFound />;
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

/**
 * /collaborations/:id for the brand and the influencer of an accepted application (design §6):
 * the parties and the money, what happens next, the viewer's buttons, the two-way review once it
 * has ended, the work delivered and the timeline. An address that is not an id, or a collaboration the API does not show, is not found.
 */
export default function CollaborationPage() {
  const id = idInputSchema.safeParse(useParams().id ?? '');
  if (!id.success) return <NotFound />;
  return <CollaborationScreen key={id.data} id={id.data} />;
}
