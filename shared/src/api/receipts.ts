import { useQuery } from '@tanstack/react-query';
import { statementLineSchema } from '../contract/collaborations';
import { receiptSchema } from '../contract/receipts';
import { useKeysetList } from '../data/keyset-pages';
import { queryKeys } from '../data/query-keys';
import { getParsed } from '../data/request';

/** The signed-in brand's or influencer's money lines, newest first (design §6, §7). */
export function useStatement() {
  return useKeysetList({
    queryKey: queryKeys.statement,
    path: '/statement/',
    itemSchema: statementLineSchema,
  });
}

/** Receipt `number` (design §7), for its parties and admins. */
export function useReceipt(number: number) {
  return useQuery({
    queryKey: queryKeys.receipt(number),
    queryFn: ({ signal }) => getParsed(`/receipts/${number}/`, receiptSchema, undefined, signal),
  });
}
