import type { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '@portal/shared/api-client';
import { useAuthStore } from '@portal/shared/auth-store';
import { languageUpdateSchema } from '@portal/shared/contract/profiles';
import { chooseLanguage, i18n, isLanguage, type Language } from '@portal/shared/i18n/i18n';

export const LANGUAGE_PATH = '/profile/language/';

/**
 * Keeps a switch on the account (PUT /profile/language/), so the next sign-in, on any device,
 * starts in it. A failure keeps the switch in this browser and says nothing: the account keeps
 * its language until a later switch is saved.
 */
async function saveOnAccount(language: Language): Promise<void> {
  const { user, updateUser } = useAuthStore.getState();
  if (user === null || user.language === language) return;
  try {
    const { data } = await api.put<unknown>(LANGUAGE_PATH, { language });
    updateUser({ language: languageUpdateSchema.parse(data).language });
  } catch {
    // Shown in this browser all the same; saved with the next switch.
  }
}

/**
 * The shown language follows the account, and the account follows the reader (design §9):
 * - a sign-in (login, registration, or one in another tab) shows the account's language;
 * - a switch while signed in is kept on the account;
 * - on every switch the cached server data is refetched, in the new language (the API words
 *   notifications and its sentences in the language the request names).
 */
export function useAccountLanguage(queryClient: QueryClient): void {
  useEffect(() => {
    const stopFollowingSignIn = useAuthStore.subscribe((state, previous) => {
      const signedIn = previous.hydrated && previous.user === null && state.user !== null;
      const language = state.user?.language;
      if (signedIn && language !== undefined) void chooseLanguage(language);
    });
    const onLanguageChanged = (language: string) => {
      void queryClient.invalidateQueries();
      if (isLanguage(language)) void saveOnAccount(language);
    };
    i18n.on('languageChanged', onLanguageChanged);
    return () => {
      stopFollowingSignIn();
      i18n.off('languageChanged', onLanguageChanged);
    };
  }, [queryClient]);
}
