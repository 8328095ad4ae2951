import { useQuery } from '@tanstack/react-query';
import { statementLineSchema } from '../contract/collaborations';
import { receiptSchema } from '../contract/receipts';
import { keysetListOptions, useKeysetList } from '../data/keyset-pages';
import { queryKeys } from '../data/query-keys';
import { parsedQueryOptions } from '../data/request';

/** The statement's and receipts' queries: the cache key of each, its fetcher and its data's type. */
export const receiptQueries = {
  statement: () => keysetListOptions(queryKeys.statement, '/statement/', statementLineSchema),
  detail: (number: number) =>
    parsedQueryOptions(queryKeys.receipt(number), `/receipts/${number}/`, receiptSchema),
};

/** The signed-in brand's or influencer's money lines, newest first (see docs/money.md). */
export function useStatement() {
  return useKeysetList(receiptQueries.statement());
}

/** Receipt `number` (see docs/money.md), for its parties and admins. */
export function useReceipt(number: number) {
  return useQuery(receiptQueries.detail(number));
}
