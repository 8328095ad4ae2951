import type { InfluencerSearchResult } from '@portal/shared/contract/influencers';
import type { KeysetList } from '@portal/shared/data/keyset-pages';
import { formatCount } from '@portal/shared/money';
import { CategoryName } from '@portal/shared/ui/category-name';
import { DataTable } from '@portal/shared/ui/data-table';
import { EmptyState } from '@portal/shared/ui/empty-state';
import { LoadFailure } from '@portal/shared/ui/load-failure';
import { LoadMore } from '@portal/shared/ui/load-more';
import { LoadingSkeleton } from '@portal/shared/ui/loading-skeleton';
import { ProfileLink } from '@portal/shared/ui/profile-link';
import { useBrandMessages } from '../../../messages';
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

/** The search's table (spec §2): Username (and email), Category, Followers, Bio. */
export function InfluencerResults({ results }: { results: KeysetList<InfluencerSearchResult> }) {
  const { t, language } = useBrandMessages();
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
              <>
                <ProfileLink
                  username={influencer.username}
                  fallback={t('search.unknownInfluencer')}
                />
                <EmailAddress email={influencer.email} />
              </>
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
            header: t('label.bio'),
            cell: (influencer) =>
              bioExcerpt(influencer.bio) ?? <span className={ui.muted}>{t('search.noBio')}</span>,
          },
        ]}
      />
      <LoadMore list={results} />
    </>
  );
}
