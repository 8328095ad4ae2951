import type { InfluencerSearchResult } from '@portal/shared/contract/influencers';
import type { Database } from '../db/client';
import { searchInfluencers, type InfluencerSearch } from '../db/queries/influencers';
import type { KeysetPage } from '../db/queries/keyset-page';

export interface InfluencerService {
  /** One page of active influencers matching `search`, newest accounts first (limit + 1 rows). */
  search(search: InfluencerSearch, page: KeysetPage): Promise<InfluencerSearchResult[]>;
}

export function createInfluencerService(db: Database): InfluencerService {
  return {
    search: (search, page) => searchInfluencers(db, search, page),
  };
}
