import { useOfferSending } from '@portal/shared/api/offers';
import { useShortlist, useToggleShortlist } from '@portal/shared/api/shortlist';
import type { ShortlistEntry } from '@portal/shared/contract/shortlist';
import { failureSentence } from '@portal/shared/submit-failure';
import { Avatar } from '@portal/shared/ui/avatar';
import { Banner } from '@portal/shared/ui/banner';
import { Button } from '@portal/shared/ui/button';
import { ListTable } from '@portal/shared/ui/list-view';
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
  return (
    <ListTable
      list={shortlist}
      loading={t('shortlist.loading')}
      loadFailed={t('shortlist.loadFailed')}
      empty={t('shortlist.empty')}
      emptyAction={{ to: '/influencers', label: t('shortlist.findInfluencers') }}
      skeletonRows={4}
      caption={t('shortlist.caption')}
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
  );
}
