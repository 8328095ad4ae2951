import type { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useAuthStore } from '@portal/shared/auth-store';
import {
  chooseLanguage,
  i18n,
  isLanguage,
  LANGUAGE_STORAGE_KEY,
  type Language,
} from '@portal/shared/i18n/i18n';

/**
 * At a sign-in, a language chosen in this browser wins over the account's and is saved on the
 * account, as a later switch would be (the signed-in services' part, loaded only now so a
 * visitor's page loads no API client for it). Without a choice here, the account's is shown.
 */
function settleLanguageAtSignIn(accountLanguage: Language): void {
  const chosen = localStorage.getItem(LANGUAGE_STORAGE_KEY);
  if (!isLanguage(chosen)) {
    void chooseLanguage(accountLanguage);
    return;
  }
  // The cookie too, so the server renders the next page in the chosen language.
  void chooseLanguage(chosen);
  if (chosen !== accountLanguage) {
    void import('../session/save-account-language').then(({ saveOnAccount }) =>
      saveOnAccount(chosen),
    );
  }
}

/**
 * The shown language and the account's (see docs/i18n.md), for every visitor:
 * - a sign-in (login, registration, or one in another tab) keeps the language chosen in this
 *   browser and saves it on the account; with none chosen here it shows the account's;
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
      if (signedIn && language !== undefined) settleLanguageAtSignIn(language);
    });
    const refetchInLanguage = () => void queryClient.invalidateQueries();
    i18n.on('languageChanged', refetchInLanguage);
    return () => {
      stopFollowingSignIn();
      i18n.off('languageChanged', refetchInLanguage);
    };
  }, [queryClient]);
}
