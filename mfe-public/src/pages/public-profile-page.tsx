import { useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import { api } from '@portal/shared/api-client';
import type { Role } from '@portal/shared/contract/common';
import { Card } from '@portal/shared/ui/card';
import { ErrorBox } from '@portal/shared/ui/error-box';
import { Page } from '@portal/shared/ui/layout';

/** The fields of spec §3 a public profile shows; e-mail addresses are never public. */
interface PublicProfile {
  username: string;
  role: Role;
  bio: string | null;
}

type ProfileState =
  { status: 'loading' } | { status: 'loaded'; profile: PublicProfile } | { status: 'failed' };

export default function PublicProfilePage() {
  const { username = '' } = useParams();
  const [state, setState] = useState<ProfileState>({ status: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    api
      .get<PublicProfile>(`/profile/${encodeURIComponent(username)}/`, {
        signal: controller.signal,
      })
      .then(
        ({ data }) => setState({ status: 'loaded', profile: data }),
        (error: unknown) => {
          if (controller.signal.aborted) return;
          console.error('Failed to load the public profile', error);
          setState({ status: 'failed' });
        },
      );
    return () => controller.abort();
  }, [username]);

  if (state.status === 'loading') {
    return (
      <Page title={username}>
        <p role="status">Loading profile...</p>
      </Page>
    );
  }
  if (state.status === 'failed') {
    return (
      <Page title={username}>
        <ErrorBox>This profile could not be loaded.</ErrorBox>
      </Page>
    );
  }
  const { profile } = state;
  return (
    <Page title={profile.username}>
      <Card>
        <p className="portal-muted">{profile.role}</p>
        <p>{profile.bio || 'No bio'}</p>
      </Card>
    </Page>
  );
}
