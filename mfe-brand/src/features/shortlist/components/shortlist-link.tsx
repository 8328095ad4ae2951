import { useShortlist } from '@portal/shared/api/shortlist';
import { formatCount } from '@portal/shared/money';
import { Link } from '@portal/shared/router';
import { useBrandTexts } from '../../../texts';

export const SHORTLIST_PATH = '/shortlist';

/**
 * The way to the brand's Shortlist page, from Find Influencers and the dashboard (the navigation
 * bar is full, see docs/screens.md): "Shortlist (N)" once the first page is read, "N+" when more
 * follow, and "Shortlist" while it loads, so the link is there from the first paint.
 */
export function ShortlistLink() {
  const { t, language } = useBrandTexts();
  const shortlist = useShortlist();
  const known = !shortlist.isLoading && !shortlist.isError;
  const count = formatCount(shortlist.items.length, { language });
  return (
    <p>
      <Link to={SHORTLIST_PATH}>
        {known
          ? t(shortlist.hasMore ? 'shortlist.linkMore' : 'shortlist.linkCount', { count })
          : t('shortlist.link')}
      </Link>
    </p>
  );
}
