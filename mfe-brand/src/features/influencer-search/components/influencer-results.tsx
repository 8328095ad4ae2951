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
  if (results.isLoading) return <LoadingSkeleton label="Searching influencers..." rows={5} />;
  if (results.isError) {
    return <LoadFailure message="Failed to fetch influencers" onRetry={results.refetch} />;
  }
  if (results.items.length === 0) {
    return <EmptyState message="No influencers found matching your criteria." />;
  }
  return (
    <>
      <DataTable
        caption="Influencers"
        rows={results.items}
        rowKey={(influencer) => influencer.id}
        columns={[
          {
            header: 'Username',
            cell: (influencer) => (
              <>
                <ProfileLink username={influencer.username} fallback="Unknown influencer" />
                <EmailAddress email={influencer.email} />
              </>
            ),
          },
          {
            header: 'Category',
            cell: (influencer) =>
              influencer.category ? <CategoryName category={influencer.category} /> : 'Not set',
          },
          { header: 'Followers', cell: (influencer) => formatCount(influencer.followers_count) },
          {
            header: 'Bio',
            cell: (influencer) =>
              bioExcerpt(influencer.bio) ?? <span className={ui.muted}>No bio</span>,
          },
        ]}
      />
      <LoadMore list={results} />
    </>
  );
}
