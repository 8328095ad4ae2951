import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { Campaign } from '@portal/shared/contract/campaigns';
import { ProfileLink } from '@portal/shared/ui/profile-link';
import { ApplyAction } from './apply-action';
import { CampaignFacts } from './campaign-facts';
import './campaigns-styles';

/** One campaign of the grid (spec §2): title, description, budget, category, deadline, brand. */
export function CampaignCard({
  campaign,
  onApply,
}: {
  campaign: Campaign;
  onApply: (campaign: Campaign) => void;
}) {
  const titleId = useId();
  return (
    <li className="campaign-card">
      <article className="campaign-card__body" aria-labelledby={titleId}>
        <h2 id={titleId} className="campaign-card__title">
          <Link to={`/campaigns/${campaign.id}`}>{campaign.title}</Link>
        </h2>
        <p className="campaign-card__brand">
          By: <ProfileLink username={campaign.brand_name} fallback="Unknown Brand" />
        </p>
        <p className="campaign-card__description">{campaign.description}</p>
        <CampaignFacts campaign={campaign} />
        <div className="campaign-card__action">
          <ApplyAction campaign={campaign} describedBy={titleId} onApply={onApply} />
        </div>
      </article>
    </li>
  );
}
