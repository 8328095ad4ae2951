import { useCampaigns } from '@portal/shared/api/campaigns';
import { APPLICATION_STATUSES } from '@portal/shared/contract/applications';
import { FilterBar } from '@portal/shared/ui/filter-bar';
import { SelectField } from '@portal/shared/ui/select-field';
import type { ApplicationQuery, ApplicationQueryChange } from './application-query';

const STATUS_CHOICES = [
  { value: '', label: 'All statuses' },
  ...APPLICATION_STATUSES.map((status) => ({
    value: status,
    label: status.charAt(0).toUpperCase() + status.slice(1),
  })),
];

/** Narrows the list to one of the brand's campaigns and one status; each applies at once. */
export function ApplicationFilters({
  value,
  onChange,
}: {
  value: ApplicationQuery;
  onChange: (change: ApplicationQueryChange) => void;
}) {
  const campaigns = useCampaigns();
  const known = campaigns.items.some((campaign) => campaign.id === value.campaign);
  const campaignChoices = [
    { value: '', label: campaigns.isLoading ? 'Loading campaigns...' : 'All campaigns' },
    ...campaigns.items.map((campaign) => ({ value: String(campaign.id), label: campaign.title })),
    // A campaign named by the address but not among those loaded stays selectable.
    ...(value.campaign !== undefined && !known
      ? [{ value: String(value.campaign), label: `Campaign #${value.campaign}` }]
      : []),
  ];

  return (
    <FilterBar label="Filter applications">
      <SelectField
        label="Campaign"
        options={campaignChoices}
        value={value.campaign?.toString() ?? ''}
        onChange={(event) => onChange({ campaign: event.target.value })}
      />
      <SelectField
        label="Status"
        options={STATUS_CHOICES}
        value={value.status ?? ''}
        onChange={(event) => onChange({ status: event.target.value })}
      />
    </FilterBar>
  );
}
