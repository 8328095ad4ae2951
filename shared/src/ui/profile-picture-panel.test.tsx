import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useChangePicture } from '../api/profiles';
import type { Profile } from '../contract/profiles';
import type { FakeRequest } from '../testing/fake-api';
import { serveProfile } from '../testing/profile-api';
import { renderPage } from '../testing/render-page';
import { ProfilePicturePanel } from './profile-picture-panel';

const TEXTS = {
  title: 'Profile Picture',
  uploadLabel: 'Upload a new picture',
  hint: 'A square photo of 400x400 px or larger.',
  removeLabel: 'Remove Picture',
};

const withPicture: Pick<Profile, 'username' | 'profile_picture'> = {
  username: 'nusrat_styles',
  profile_picture: '/uploads/me.png',
};

/** The panel as a profile editor composes it: the kernel's hook hands it the change. */
function PicturePanel({ profile }: { profile: Pick<Profile, 'username' | 'profile_picture'> }) {
  const change = useChangePicture();
  return (
    <ProfilePicturePanel
      profile={profile}
      texts={TEXTS}
      picture={{ change: change.mutateAsync, saving: change.isPending }}
    />
  );
}

function showPanel(profile = withPicture) {
  return renderPage(<PicturePanel profile={profile} />, { user: 'influencer', url: '/profile' });
}

function serve(picture?: (request: FakeRequest) => { status: number; data?: unknown }) {
  return serveProfile(
    {
      id: 21,
      role: 'influencer',
      email: 'nusrat@example.com',
      pending_email: null,
      language: 'en',
      bio: '',
      category: 'fashion',
      website: '',
      industry: '',
      followers_count: 0,
      social_links: {},
      portfolio: null,
      ...withPicture,
    },
    picture ? { picture } : {},
  );
}

const patches = (requests: FakeRequest[]) =>
  requests.filter((request) => request.method === 'PATCH');
const png = () => new File(['png-bytes'], 'me.png', { type: 'image/png' });

test('shows the picture, the upload field with its hint, and Remove while there is a picture', () => {
  serve();
  showPanel();

  expect(screen.getByRole('region', { name: 'Profile Picture' })).toBeInTheDocument();
  expect(screen.getByRole('img', { name: 'Profile picture of nusrat_styles' })).toHaveAttribute(
    'src',
    '/uploads/me.png',
  );
  expect(screen.getByLabelText('Upload a new picture')).toHaveAccessibleDescription(
    'A square photo of 400x400 px or larger.',
  );
  expect(screen.getByRole('button', { name: 'Remove Picture' })).toBeEnabled();
});

test('without a picture there is nothing to remove', () => {
  serve();
  showPanel({ ...withPicture, profile_picture: null });
  expect(screen.queryByRole('button', { name: 'Remove Picture' })).not.toBeInTheDocument();
});

test('a file that is not an image is refused and nothing is sent', async () => {
  const requests = serve();
  const user = userEvent.setup({ applyAccept: false });
  showPanel();

  await user.upload(
    screen.getByLabelText('Upload a new picture'),
    new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }),
  );

  expect(screen.getByRole('alert')).toHaveTextContent('Please select a valid image file');
  expect(patches(requests)).toEqual([]);
});

test('an image over 5 MB (5242880 bytes) is refused and nothing is sent', async () => {
  const requests = serve();
  const user = userEvent.setup();
  showPanel();

  const big = new File([new Uint8Array(5_242_881)], 'big.png', { type: 'image/png' });
  await user.upload(screen.getByLabelText('Upload a new picture'), big);

  expect(screen.getByRole('alert')).toHaveTextContent('Image size should be less than 5MB');
  expect(patches(requests)).toEqual([]);
});

test("uploads as multipart profile_picture: 'Profile picture updated successfully!'", async () => {
  const requests = serve();
  const user = userEvent.setup();
  showPanel();

  const file = png();
  await user.upload(screen.getByLabelText('Upload a new picture'), file);

  expect(await screen.findByRole('status')).toHaveTextContent(
    'Profile picture updated successfully!',
  );
  const body = patches(requests)[0]?.body;
  expect(body).toBeInstanceOf(FormData);
  expect((body as FormData).get('profile_picture')).toBe(file);
});

test.each([
  [
    { status: 400, data: { error: 'The file must be a PNG, JPEG, WebP or GIF image.' } },
    'Error uploading profile picture: The file must be a PNG, JPEG, WebP or GIF image.',
  ],
  [
    { status: 413, data: { error: 'Image size should be less than 5MB.' } },
    'Error uploading profile picture: Image size should be less than 5MB.',
  ],
  [{ status: 503 }, 'Error uploading profile picture: Unknown error'],
])("an upload failure reads in red with the server's reason (%#)", async (reply, text) => {
  serve(() => reply);
  const user = userEvent.setup();
  showPanel();

  await user.upload(screen.getByLabelText('Upload a new picture'), png());

  expect(await screen.findByRole('alert')).toHaveTextContent(text);
});

test("Remove sends null: 'Profile picture removed successfully!'", async () => {
  const requests = serve();
  const user = userEvent.setup();
  showPanel();

  await user.click(screen.getByRole('button', { name: 'Remove Picture' }));

  expect(await screen.findByRole('status')).toHaveTextContent(
    'Profile picture removed successfully!',
  );
  expect(patches(requests)[0]?.body).toEqual({ profile_picture: null });
});

test("a failed removal reads 'Error removing profile picture'", async () => {
  serve(() => ({ status: 503 }));
  const user = userEvent.setup();
  showPanel();

  await user.click(screen.getByRole('button', { name: 'Remove Picture' }));

  expect(await screen.findByRole('alert')).toHaveTextContent('Error removing profile picture');
  await waitFor(() => expect(screen.getByRole('button', { name: 'Remove Picture' })).toBeEnabled());
});
