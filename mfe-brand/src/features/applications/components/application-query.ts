import type { ApplicationFilters } from '@portal/shared/api/applications';
import { applicationStatusSchema } from '@portal/shared/contract/applications';
import { idInputSchema } from '@portal/shared/contract/common';

/** The filters as they are kept in the address: /applications?campaign=7&status=pending. */
export type ApplicationQuery = {
  campaign: number | '';
  status: NonNullable<ApplicationFilters['status']>;
};

/** The filters in the address; a campaign that is not an id or an unknown status is ignored. */
export function filtersFromQuery(query: URLSearchParams): ApplicationQuery {
  const campaign = idInputSchema.safeParse(query.get('campaign') ?? '');
  const status = applicationStatusSchema.safeParse(query.get('status'));
  return {
    campaign: campaign.success ? campaign.data : '',
    status: status.success ? status.data : '',
  };
}

/** The address query for the filters: empty ones are left out. */
export function queryFromFilters(filters: ApplicationQuery): URLSearchParams {
  const query = new URLSearchParams();
  if (filters.campaign !== '') query.set('campaign', String(filters.campaign));
  if (filters.status !== '') query.set('status', filters.status);
  return query;
}
