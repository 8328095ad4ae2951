import { INFLUENCER_SORTS, type InfluencerSort } from '@portal/shared/contract/influencers';
import { SelectField } from '@portal/shared/ui/select-field';
import { useBrandTexts, type BrandTextKey } from '../../../texts';
import { sortOf } from './search-query';
import styles from './influencer-search.module.css';

const SORT_LABELS: Record<InfluencerSort, BrandTextKey> = {
  followers: 'search.sortFollowers',
  rating: 'search.sortRating',
  completed_collaborations: 'search.sortCompleted',
};

/** "Sort by" Followers, Rating or Completed collaborations, each the largest first. */
export function InfluencerSortField({
  value,
  onChange,
}: {
  value: InfluencerSort;
  onChange: (sort: InfluencerSort) => void;
}) {
  const { t } = useBrandTexts();
  return (
    <div className={styles.influencerSort}>
      <SelectField
        label={t('search.sortBy')}
        options={INFLUENCER_SORTS.map((sort) => ({ value: sort, label: t(SORT_LABELS[sort]) }))}
        value={value}
        onChange={(event) => onChange(sortOf(event.target.value))}
      />
    </div>
  );
}
