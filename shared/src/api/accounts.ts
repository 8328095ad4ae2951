import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  acceptedResponseSchema,
  accountSchema,
  accountSessionSchema,
  verifyEmailResponseSchema,
  walletsSchema,
  type AccountSession,
  type ChangeEmailRequest,
  type ChangePasswordRequest,
  type ForgotPasswordRequest,
  type ResetPasswordRequest,
  type WalletsUpdate,
} from '../contract/accounts';
import { emailPreferencesSchema, type EmailPreferences } from '../contract/notifications';
import { keysetListOptions, useKeysetList } from '../data/keyset-pages';
import { useApiMutation } from '../data/mutations';
import { queryKeys } from '../data/query-keys';
import { getParsed, parsedQueryOptions, sendNoContent, sendParsed } from '../data/request';

/** The signed-in user's account's queries: the cache key of each, its fetcher and its data's type. */
export const accountQueries = {
  /** The user's address, whether it is verified and the address waiting to replace it. */
  detail: () =>
    queryOptions({
      queryKey: queryKeys.account,
      queryFn: ({ signal }) => getParsed('/account/', accountSchema, undefined, signal),
      // The banner hides once the address is verified in another tab or the mail client's browser.
      refetchOnWindowFocus: 'always',
    }),
  sessions: () =>
    keysetListOptions(queryKeys.accountSessions, '/account/sessions/', accountSessionSchema),
  /** The kinds of notification whose e-mails the user switched off. */
  emailPreferences: () =>
    parsedQueryOptions(
      queryKeys.accountEmailPreferences,
      '/account/email-preferences/',
      emailPreferencesSchema,
    ),
  /** The saved bKash and Nagad numbers of a brand or an influencer. */
  wallets: () => parsedQueryOptions(queryKeys.accountWallets, '/account/wallets/', walletsSchema),
};

export function useEmailPreferences() {
  return useQuery(accountQueries.emailPreferences());
}

/** Switches off the e-mails of the kinds listed, on those of the others. */
export function useSetEmailPreferences() {
  return useApiMutation({
    mutationFn: (input: EmailPreferences) =>
      sendParsed('put', '/account/email-preferences/', input, emailPreferencesSchema),
    invalidates: [queryKeys.accountEmailPreferences],
  });
}

export function useAccount({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...accountQueries.detail(), enabled });
}

/** Opens a verification link (public): the address is verified, the account refetched. */
export function useVerifyEmail() {
  return useApiMutation({
    mutationFn: (token: string) =>
      sendParsed('post', '/email/verify/', { token }, verifyEmailResponseSchema),
    invalidates: [queryKeys.account],
  });
}

/** Sends the verification link again (rate limited: 429 when asked too often). */
export function useResendVerification() {
  return useApiMutation({
    mutationFn: () => sendParsed('post', '/email/verify/resend/', {}, acceptedResponseSchema),
    invalidates: [],
  });
}

/** Asks for a reset link (public): the same answer whether or not the address has an account. */
export function useForgotPassword() {
  return useApiMutation({
    mutationFn: (input: ForgotPasswordRequest) =>
      sendParsed('post', '/password/forgot/', input, acceptedResponseSchema),
    invalidates: [],
  });
}

/** Sets a new password with a reset link's token (public): every session is signed out. */
export function useResetPassword() {
  return useApiMutation({
    mutationFn: (input: ResetPasswordRequest) => sendNoContent('post', '/password/reset/', input),
    invalidates: [],
  });
}

/** Changes the password: the other sessions are signed out, so the list refetches. */
export function useChangePassword() {
  return useApiMutation({
    mutationFn: (input: ChangePasswordRequest) => sendNoContent('put', '/account/password/', input),
    invalidates: [queryKeys.accountSessions],
  });
}

/** A brand's or an influencer's saved wallets; `enabled` false for an admin, who has none. */
export function useWallets({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...accountQueries.wallets(), enabled });
}

/** Saves both wallet numbers (null removes one). */
export function useSaveWallets() {
  return useApiMutation({
    mutationFn: (input: WalletsUpdate) =>
      sendParsed('put', '/account/wallets/', input, walletsSchema),
    invalidates: [queryKeys.accountWallets],
  });
}

/** Asks to change the address: the answer is the account with its pending address. */
export function useChangeEmail() {
  return useApiMutation({
    mutationFn: (input: ChangeEmailRequest) =>
      sendParsed('put', '/account/email/', input, accountSchema),
    invalidates: [queryKeys.account],
  });
}

/** The account's signed-in devices, the last used first. */
export function useAccountSessions() {
  return useKeysetList(accountQueries.sessions());
}

/** Signs one of the account's sessions out. */
export function useEndSession() {
  return useApiMutation({
    mutationFn: ({ id }: Pick<AccountSession, 'id'>) =>
      sendNoContent('delete', `/account/sessions/${id}/`),
    invalidates: [queryKeys.accountSessions],
  });
}

/** Signs every session but this one out. */
export function useSignOutOtherSessions() {
  return useApiMutation({
    mutationFn: () => sendNoContent('post', '/account/sessions/sign-out-others/'),
    invalidates: [queryKeys.accountSessions],
  });
}

/**
 * The address still to verify before money may leave the account (see docs/accounts.md: with
 * verification mandatory a brand pays and an influencer withdraws only from a verified address),
 * so Pay Now and Request Withdrawal say so before any transfer. Null when nothing blocks, or while
 * the account is not known: the server refuses an unverified payment in any case.
 */
export function useAddressToVerify(): string | null {
  const account = useAccount();
  const { data } = account;
  if (!data || data.email_verification !== 'mandatory' || data.email_verified) return null;
  return data.email;
}
