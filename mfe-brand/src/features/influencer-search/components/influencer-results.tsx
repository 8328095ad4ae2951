import { useOfferSending } from '@portal/shared/api/offers';
import { useShortlistToggle } from '@portal/shared/api/shortlist';
import type { InfluencerSearchResult } from '@portal/shared/contract/influencers';
import type { KeysetList } from '@portal/shared/data/keyset-pages';
import { digitsFor } from '@portal/shared/language';
import { formatCount } from '@portal/shared/money';
import { Avatar } from '@portal/shared/ui/avatar';
import { CategoryName } from '@portal/shared/ui/category-name';
import { DataTable } from '@portal/shared/ui/data-table';
import { EmptyState } from '@portal/shared/ui/empty-state';
import { LoadFailure } from '@portal/shared/ui/load-failure';
import { LoadMore } from '@portal/shared/ui/load-more';
import { LoadingSkeleton } from '@portal/shared/ui/loading-skeleton';
import { ProfileLink } from '@portal/shared/ui/profile-link';
import { SaveToggleButton } from '@portal/shared/ui/save-toggle-button';
import { SendOfferButton } from '@portal/shared/ui/send-offer-button';
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

/** "★ 4.5 (12 reviews)", or "No reviews yet"; the digits in the shown language. */
function RatingText({ influencer }: { influencer: InfluencerSearchResult }) {
  const { t, language } = useBrandTexts();
  if (influencer.average_rating === null) {
    return <span className={ui.muted}>{t('search.noReviews')}</span>;
  }
  return (
    <>
      {t('search.ratingText', {
        rating: digitsFor(language, influencer.average_rating),
        count: influencer.review_count,
      })}
    </>
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
  const { t, language } = useBrandTexts();
  const sending = useOfferSending();
  if (results.isLoading) return <LoadingSkeleton label={t('search.searching')} rows={5} />;
  if (results.isError) {
    return <LoadFailure message={t('search.loadFailed')} onRetry={results.refetch} />;
  }
  if (results.items.length === 0) {
    return <EmptyState message={t('search.none')} />;
  }
  return (
    <>
      <DataTable
        caption={t('search.results')}
        rows={results.items}
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
          {
            header: t('label.category'),
            cell: (influencer) =>
              influencer.category ? (
                <CategoryName category={influencer.category} />
              ) : (
                t('search.categoryNotSet')
              ),
          },
          {
            header: t('label.followers'),
            cell: (influencer) => formatCount(influencer.followers_count, { language }),
          },
          {
            header: t('search.ratingColumn'),
            cell: (influencer) => <RatingText influencer={influencer} />,
          },
          {
            header: t('search.completedCollaborations'),
            cell: (influencer) => formatCount(influencer.completed_collaborations, { language }),
          },
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
      <LoadMore list={results} />
    </>
  );
}
