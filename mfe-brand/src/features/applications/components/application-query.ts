import * as z from '@portal/shared/contract/zod';
import { applicationListQuerySchema } from '@portal/shared/contract/applications';
import type { UrlFilterChange, UrlFilters } from '@portal/shared/url-filters';

/** The filters kept in the address (/applications?campaign=7&status=pending), as the API reads them. */
export const applicationFilterSchema = z.pick(applicationListQuerySchema, {
  campaign: true,
  status: true,
});

export type ApplicationQuery = UrlFilters<typeof applicationFilterSchema.shape>;
export type ApplicationQueryChange = UrlFilterChange<typeof applicationFilterSchema.shape>;
