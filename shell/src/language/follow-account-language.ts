import type { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useAuthStore } from '@portal/shared/auth-store';
import { chooseLanguage, i18n } from '@portal/shared/i18n/i18n';

/**
 * The shown language follows the account (see docs/i18n.md), for every visitor:
 * - a sign-in (login, registration, or one in another tab) shows the account's language;
 * - on every switch the cached server data is refetched, in the new language (the API words
 *   notifications and its sentences in the language the request names).
 * Keeping a signed-in reader's switch on the account is the signed-in services' part
 * (session/save-account-language.ts), so a visitor's page loads no API client for it.
 */
export function useLanguageFollowsAccount(queryClient: QueryClient): void {
  useEffect(() => {
    const stopFollowingSignIn = useAuthStore.subscribe((state, previous) => {
      const signedIn = previous.hydrated && previous.user === null && state.user !== null;
      const language = state.user?.language;
      if (signedIn && language !== undefined) void chooseLanguage(language);
    });
    const refetchInLanguage = () => void queryClient.invalidateQueries();
    i18n.on('languageChanged', refetchInLanguage);
    return () => {
      stopFollowingSignIn();
      i18n.off('languageChanged', refetchInLanguage);
    };
  }, [queryClient]);
}
