import { useOfferSending } from '@portal/shared/api/offers';
import { useShortlistToggle } from '@portal/shared/api/shortlist';
import type { InfluencerSearchResult } from '@portal/shared/contract/influencers';
import type { KeysetList } from '@portal/shared/data/keyset-pages';
import { Avatar } from '@portal/shared/ui/avatar';
import { ListTable } from '@portal/shared/ui/list-view';
import { ProfileLink } from '@portal/shared/ui/profile-link';
import { SaveToggleButton } from '@portal/shared/ui/save-toggle-button';
import { SendOfferButton } from '@portal/shared/ui/send-offer-button';
import { influencerFactColumns } from '../../../influencer-facts';
import { useBrandTexts } from '../../../texts';
import { bioExcerpt } from './bio-excerpt';
import styles from './influencer-search.module.css';
import ui from '@portal/shared/ui/ui.module.css';

/** An email under the name; on a narrow card it wraps after the '@' rather than mid-word. */
function EmailAddress({ email }: { email: string }) {
  const at = email.lastIndexOf('@');
  return (
    <span className={styles.influencerResultsEmail}>
      {at > 0 ? (
        <>
          {email.slice(0, at + 1)}
          <wbr />
          {email.slice(at + 1)}
        </>
      ) : (
        email
      )}
    </span>
  );
}

/** Save / Saved for one result: its `saved` flag as the search answered it. */
function SaveInfluencer({ influencer }: { influencer: InfluencerSearchResult }) {
  const toggle = useShortlistToggle(influencer.username, influencer.saved ?? false);
  return <SaveToggleButton name={influencer.username} {...toggle} />;
}

/**
 * The search's table (see docs/screens.md and docs/collaboration.md): Username (with the picture,
 * and the email when the answer has one), Category, Followers, Rating, Completed collaborations,
 * Bio, Save / Saved (the shortlist) and Send offer.
 */
export function InfluencerResults({ results }: { results: KeysetList<InfluencerSearchResult> }) {
  const texts = useBrandTexts();
  const { t } = texts;
  const sending = useOfferSending();
  return (
    <ListTable
      list={results}
      loading={t('search.searching')}
      loadFailed={t('search.loadFailed')}
      empty={t('search.none')}
      caption={t('search.results')}
      rowKey={(influencer) => influencer.id}
      columns={[
        {
          header: t('label.username'),
          cell: (influencer) => (
            <span className={styles.influencerResultsName}>
              <Avatar picture={influencer.profile_picture} name={influencer.username} size={40} />
              <span>
                <ProfileLink
                  username={influencer.username}
                  fallback={t('search.unknownInfluencer')}
                />
                {influencer.email !== undefined && <EmailAddress email={influencer.email} />}
              </span>
            </span>
          ),
        },
        ...influencerFactColumns<InfluencerSearchResult>(texts),
        {
          header: t('label.bio'),
          cell: (influencer) =>
            bioExcerpt(influencer.bio) ?? <span className={ui.muted}>{t('search.noBio')}</span>,
        },
        {
          header: t('search.shortlistColumn'),
          cell: (influencer) => <SaveInfluencer influencer={influencer} />,
        },
        {
          header: t('search.offerColumn'),
          cell: (influencer) => <SendOfferButton influencer={influencer} {...sending} />,
        },
      ]}
    />
  );
}
