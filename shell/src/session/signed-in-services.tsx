import { useEffect } from 'react';
import { useNavigate } from '@portal/shared/router';
import { setSessionExpiredHandler } from '@portal/shared/api-client';
import { useRealtimeConnection } from '@portal/shared/realtime/realtime-session';
import { useSaveLanguageOnAccount } from './save-account-language';

/**
 * What the shell runs only while someone is signed in: this tab's one socket to /api/events/,
 * the way back to /login when the session can no longer be refreshed, and keeping a switch of
 * language on the account. Loaded lazily by App,
 * so a visitor's page never downloads the real-time client.
 */
export default function SignedInServices() {
  const navigate = useNavigate();
  useRealtimeConnection();
  useSaveLanguageOnAccount();

  useEffect(() => {
    setSessionExpiredHandler(() => navigate('/login', { replace: true }));
  }, [navigate]);

  return null;
}
