import type { InfluencerSearchResult } from '@portal/shared/contract/influencers';
import { digitsFor } from '@portal/shared/language';
import { formatCount } from '@portal/shared/money';
import { CategoryName } from '@portal/shared/ui/category-name';
import type { Column } from '@portal/shared/ui/data-table';
import ui from '@portal/shared/ui/ui.module.css';
import type { BrandTexts } from './texts';

/** What Find Influencers and the Shortlist show of an influencer besides the name. */
export type InfluencerFacts = Pick<
  InfluencerSearchResult,
  'category' | 'followers_count' | 'average_rating' | 'review_count' | 'completed_collaborations'
>;

/** "★ 4.5 (12 reviews)", or "No reviews yet"; the digits in the shown language. */
function RatingText({ influencer, texts }: { influencer: InfluencerFacts; texts: BrandTexts }) {
  const { t, language } = texts;
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

/**
 * The Category, Followers, Rating and Completed collaborations columns of an influencer table
 * (Find Influencers, the Shortlist; see docs/screens.md), in the shown language.
 */
export function influencerFactColumns<T extends InfluencerFacts>(texts: BrandTexts): Column<T>[] {
  const { t, language } = texts;
  return [
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
      cell: (influencer) => <RatingText influencer={influencer} texts={texts} />,
    },
    {
      header: t('search.completedCollaborations'),
      cell: (influencer) => formatCount(influencer.completed_collaborations, { language }),
    },
  ];
}
