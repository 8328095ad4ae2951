import { useCampaigns } from '@portal/shared/api/campaigns';
import {
  APPLICATION_STATUSES,
  applicationStatusSchema,
} from '@portal/shared/contract/applications';
import { SelectField } from '@portal/shared/ui/select-field';
import type { ApplicationQuery } from './application-query';
import styles from './applications.module.css';

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
  onChange: (filters: ApplicationQuery) => void;
}) {
  const campaigns = useCampaigns();
  const known = campaigns.items.some((campaign) => campaign.id === value.campaign);
  const campaignChoices = [
    { value: '', label: campaigns.isLoading ? 'Loading campaigns...' : 'All campaigns' },
    ...campaigns.items.map((campaign) => ({ value: String(campaign.id), label: campaign.title })),
    // A campaign named by the address but not among those loaded stays selectable.
    ...(value.campaign !== '' && !known
      ? [{ value: String(value.campaign), label: `Campaign #${value.campaign}` }]
      : []),
  ];

  return (
    <form
      className={styles.applicationFilters}
      role="search"
      aria-label="Filter applications"
      onSubmit={(event) => event.preventDefault()}
    >
      <SelectField
        label="Campaign"
        options={campaignChoices}
        value={String(value.campaign)}
        onChange={(event) =>
          onChange({
            ...value,
            campaign: event.target.value === '' ? '' : Number(event.target.value),
          })
        }
      />
      <SelectField
        label="Status"
        options={STATUS_CHOICES}
        value={value.status}
        onChange={(event) => {
          const status = applicationStatusSchema.safeParse(event.target.value);
          onChange({ ...value, status: status.success ? status.data : '' });
        }}
      />
    </form>
  );
}
