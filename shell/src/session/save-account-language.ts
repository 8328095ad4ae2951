import { useEffect } from 'react';
import { api } from '@portal/shared/api-client';
import { useAuthStore } from '@portal/shared/auth-store';
import { languageUpdateSchema } from '@portal/shared/contract/profiles';
import { i18n, isLanguage, type Language } from '@portal/shared/i18n/i18n';

const LANGUAGE_PATH = '/profile/language/';

/**
 * Keeps a switch (or, at a sign-in, the language chosen in this browser) on the account
 * (PUT /profile/language/), so the next sign-in, on any device, starts in it. A failure keeps the switch in this browser and says nothing: the account keeps
 * its language until a later switch is saved.
 */
export async function saveOnAccount(language: Language): Promise<void> {
  const { user, updateUser } = useAuthStore.getState();
  if (user === null || user.language === language) return;
  try {
    const { data } = await api.put<unknown>(LANGUAGE_PATH, { language });
    updateUser({ language: languageUpdateSchema.parse(data).language });
  } catch {
    // Shown in this browser all the same; saved with the next switch.
  }
}

/** While someone is signed in, each switch of language is kept on their account. */
export function useSaveLanguageOnAccount(): void {
  useEffect(() => {
    const onLanguageChanged = (language: string) => {
      if (isLanguage(language)) void saveOnAccount(language);
    };
    i18n.on('languageChanged', onLanguageChanged);
    return () => {
      i18n.off('languageChanged', onLanguageChanged);
    };
  }, []);
}
