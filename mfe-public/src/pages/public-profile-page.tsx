import { isAxiosError } from 'axios';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { api } from '@portal/shared/api-client';
import type { PublicProfile } from '@portal/shared/contract/profiles';
import { Avatar } from '@portal/shared/ui/avatar';
import { Button } from '@portal/shared/ui/button';
import { ErrorBox } from '@portal/shared/ui/error-box';
import { Page } from '@portal/shared/ui/layout';
import './public-profile-styles';

type ProfileState =
  | { status: 'loading' }
  | { status: 'found'; profile: PublicProfile }
  | { status: 'not-found' }
  | { status: 'failed' };

function useProfile(username: string, attempt: number): ProfileState {
  const [state, setState] = useState<{ key: string; value: ProfileState } | null>(null);
  const key = `${username}#${attempt}`;

  useEffect(() => {
    const controller = new AbortController();
    const settle = (value: ProfileState) => setState({ key, value });
    api
      .get<PublicProfile>(`/profile/${encodeURIComponent(username)}/`, {
        signal: controller.signal,
      })
      .then(
        ({ data }) => settle({ status: 'found', profile: data }),
        (error: unknown) => {
          if (controller.signal.aborted) return;
          if (isAxiosError(error) && error.response?.status === 404) {
            settle({ status: 'not-found' });
            return;
          }
          console.error('Failed to load the public profile', error);
          settle({ status: 'failed' });
        },
      );
    return () => controller.abort();
  }, [username, key]);

  return state?.key === key ? state.value : { status: 'loading' };
}

/** Spec §2: /user/{username}, open to everyone; never shows an e-mail address. */
export default function PublicProfilePage() {
  const { username = '' } = useParams();
  const [attempt, setAttempt] = useState(0);
  const state = useProfile(username, attempt);

  if (state.status === 'loading') {
    return (
      <Page title="Profile">
        <p role="status" className="portal-muted">
          Loading profile...
        </p>
      </Page>
    );
  }
  if (state.status === 'not-found') {
    return (
      <Page title="Profile not found">
        <p>
          Nobody on the marketplace uses the username <strong>{username}</strong>. Check the
          spelling, or go back to the <Link to="/">home page</Link>.
        </p>
      </Page>
    );
  }
  if (state.status === 'failed') {
    return (
      <Page title="Profile">
        <ErrorBox>This profile could not be loaded. Check your connection and try again.</ErrorBox>
        <Button onClick={() => setAttempt((count) => count + 1)}>Try again</Button>
      </Page>
    );
  }

  const { profile } = state;
  return (
    <div className="portal-page">
      <article className="public-profile">
        <Avatar picture={profile.profile_picture} name={profile.username} size={112} />
        <div className="public-profile__body">
          <h1 className="public-profile__name">{profile.username}</h1>
          <p className="public-profile__tags">
            <span className="public-profile__role">{profile.role}</span>
            {profile.category && (
              <span className="public-profile__category">{profile.category}</span>
            )}
          </p>
          <p className="public-profile__bio">{profile.bio || 'No bio yet.'}</p>
        </div>
      </article>
    </div>
  );
}
