import { useOfferSending } from '@portal/shared/api/offers';
import { useShortlist, useToggleShortlist } from '@portal/shared/api/shortlist';
import type { ShortlistEntry } from '@portal/shared/contract/shortlist';
import { failureSentence } from '@portal/shared/submit-failure';
import { Avatar } from '@portal/shared/ui/avatar';
import { Banner } from '@portal/shared/ui/banner';
import { Button } from '@portal/shared/ui/button';
import { DataTable } from '@portal/shared/ui/data-table';
import { EmptyState } from '@portal/shared/ui/empty-state';
import { LoadFailure } from '@portal/shared/ui/load-failure';
import { LoadMore } from '@portal/shared/ui/load-more';
import { LoadingSkeleton } from '@portal/shared/ui/loading-skeleton';
import { ProfileLink } from '@portal/shared/ui/profile-link';
import { SendOfferButton } from '@portal/shared/ui/send-offer-button';
import ui from '@portal/shared/ui/ui.module.css';
import { influencerFactColumns } from '../../../influencer-facts';
import { useBrandTexts } from '../../../texts';
import styles from './shortlist.module.css';

/** Remove one saved influencer; a refusal is told under the button. */
function RemoveFromShortlist({ username }: { username: string }) {
  const { t } = useBrandTexts();
  const removal = useToggleShortlist();
  return (
    <>
      <Button
        small
        variant="secondary"
        aria-label={t('shortlist.removeLabel', { name: username })}
        disabled={removal.isPending}
        onClick={() => removal.mutate({ username, saved: false })}
      >
        {t('shortlist.remove')}
      </Button>
      <Banner
        message={
          removal.error
            ? failureSentence(removal.error, { fallback: t('shortlist.removeFailed') })
            : ''
        }
        tone="error"
      />
    </>
  );
}

/** What a row offers: Send offer (the kit's, as on Find Influencers) and Remove. */
function EntryActions({ entry }: { entry: ShortlistEntry }) {
  const { t } = useBrandTexts();
  const sending = useOfferSending();
  return (
    <span className={styles.shortlistActions}>
      {entry.is_active ? (
        <SendOfferButton influencer={entry} {...sending} />
      ) : (
        <span className={ui.muted}>{t('shortlist.inactive')}</span>
      )}
      <RemoveFromShortlist username={entry.username} />
    </span>
  );
}

/**
 * The brand's saved influencers, newest first (see docs/screens.md): name with picture, the facts
 * Find Influencers shows and the actions; on a phone each row is a card.
 */
export function SavedInfluencers() {
  const texts = useBrandTexts();
  const { t } = texts;
  const shortlist = useShortlist();
  if (shortlist.isLoading) return <LoadingSkeleton label={t('shortlist.loading')} rows={4} />;
  if (shortlist.isError) {
    return <LoadFailure message={t('shortlist.loadFailed')} onRetry={shortlist.refetch} />;
  }
  if (shortlist.items.length === 0) {
    return (
      <EmptyState
        message={t('shortlist.empty')}
        action={{ to: '/influencers', label: t('shortlist.findInfluencers') }}
      />
    );
  }
  return (
    <>
      <DataTable
        caption={t('shortlist.caption')}
        rows={shortlist.items}
        rowKey={(entry) => entry.id}
        columns={[
          {
            header: t('label.username'),
            cell: (entry) => (
              <span className={styles.shortlistName}>
                <Avatar picture={entry.profile_picture} name={entry.username} size={40} />
                <ProfileLink username={entry.username} fallback={entry.username} />
              </span>
            ),
          },
          ...influencerFactColumns<ShortlistEntry>(texts),
          {
            header: t('shortlist.actions'),
            cell: (entry) => <EntryActions entry={entry} />,
          },
        ]}
      />
      <LoadMore list={shortlist} />
    </>
  );
}
