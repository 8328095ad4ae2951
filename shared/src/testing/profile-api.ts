import type { OwnProfile, Profile } from '../contract/profiles';
import { serveApi, type FakeReply, type FakeRequest, type FakeRoutes } from './fake-api';

export interface ProfileReplies {
  picture?: (request: FakeRequest) => FakeReply;
  /** Undefined lets the update through. */
  update?: (request: FakeRequest) => FakeReply | undefined;
  /** The saved fields as the server reads them (a role's contract schema); the body as it is by default. */
  read?: (body: unknown) => Partial<Profile>;
  /** The page's other endpoints, served beside the profile's (an influencer's packages). */
  others?: FakeRoutes;
}

/**
 * The own profile's endpoints over one profile that changes as the server would: GET /profile/,
 * PUT /profile/ and PATCH /profile/picture/ (a file saves '/uploads/new.png', null removes it).
 * Answers the recorded requests, as serveApi does.
 */
export function serveProfile(start: OwnProfile, replies: ProfileReplies = {}) {
  const read = replies.read ?? ((body: unknown) => body as Partial<Profile>);
  let profile = start;
  return serveApi({
    ...replies.others,
    'GET /profile/': () => ({ status: 200, data: profile }),
    'PATCH /profile/picture/': (request) => {
      const reply = replies.picture?.(request) ?? {
        status: 200,
        data: { profile_picture: request.body instanceof FormData ? '/uploads/new.png' : null },
      };
      if (reply.status === 200) {
        profile = { ...profile, ...(reply.data as Pick<Profile, 'profile_picture'>) };
      }
      return reply;
    },
    'PUT /profile/': (request) => {
      const reply = replies.update?.(request);
      if (reply) return reply;
      profile = { ...profile, ...read(request.body) };
      return { status: 200, data: profile };
    },
  });
}
