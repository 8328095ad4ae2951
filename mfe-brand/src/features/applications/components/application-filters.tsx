import { useCampaigns } from '@portal/shared/api/campaigns';
import { APPLICATION_STATUSES } from '@portal/shared/contract/applications';
import { FilterBar } from '@portal/shared/ui/filter-bar';
import { SelectField } from '@portal/shared/ui/select-field';
import { digitsFor } from '@portal/shared/language';
import { useBrandTexts, type BrandTextKey } from '../../../texts';
import type { ApplicationQuery, ApplicationQueryChange } from './application-query';

/** Each status's name in the status filter. */
const STATUS_KEYS = {
  pending: 'applications.status.pending',
  accepted: 'applications.status.accepted',
  rejected: 'applications.status.rejected',
} as const satisfies Record<(typeof APPLICATION_STATUSES)[number], BrandTextKey>;

/** Narrows the list to one of the brand's campaigns and one status; each applies at once. */
export function ApplicationFilters({
  value,
  onChange,
}: {
  value: ApplicationQuery;
  onChange: (change: ApplicationQueryChange) => void;
}) {
  const { t, language } = useBrandTexts();
  const campaigns = useCampaigns();
  const known = campaigns.items.some((campaign) => campaign.id === value.campaign);
  const campaignChoices = [
    {
      value: '',
      label: campaigns.isLoading
        ? t('applications.loadingCampaigns')
        : t('applications.allCampaigns'),
    },
    ...campaigns.items.map((campaign) => ({ value: String(campaign.id), label: campaign.title })),
    // A campaign named by the address but not among those loaded stays selectable.
    ...(value.campaign !== undefined && !known
      ? [
          {
            value: String(value.campaign),
            // An id, not an amount: its digits in the language, never grouped.
            label: t('applications.campaignNumber', {
              id: digitsFor(language, String(value.campaign)),
            }),
          },
        ]
      : []),
  ];
  const statusChoices = [
    { value: '', label: t('applications.allStatuses') },
    ...APPLICATION_STATUSES.map((status) => ({ value: status, label: t(STATUS_KEYS[status]) })),
  ];

  return (
    <FilterBar label={t('applications.filters')}>
      <SelectField
        label={t('label.campaign')}
        options={campaignChoices}
        value={value.campaign?.toString() ?? ''}
        onChange={(event) => onChange({ campaign: event.target.value })}
      />
      <SelectField
        label={t('label.status')}
        options={statusChoices}
        value={value.status ?? ''}
        onChange={(event) => onChange({ status: event.target.value })}
      />
    </FilterBar>
  );
}
