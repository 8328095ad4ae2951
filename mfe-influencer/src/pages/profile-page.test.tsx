import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { influencerProfileUpdateSchema, type OwnProfile } from '@portal/shared/contract/profiles';
import { useAuthStore } from '@portal/shared/auth-store';
import { chooseLanguage } from '@portal/shared/i18n/i18n';
import {
  checkCurrentPassword,
  expectCurrentPasswordForEmailChange,
} from '@portal/shared/testing/current-password-check';
import { serveApi } from '@portal/shared/testing/fake-api';
import { serveProfile as serveAnyProfile } from '@portal/shared/testing/profile-api';
import { renderPage } from '@portal/shared/testing/render-page';
import { aProfile } from '../testing/fixtures';
import ProfilePage from './profile-page';

/** The influencer's profile endpoints; saved fields are read as the server reads them. */
function serveProfile(start: OwnProfile, replies: Parameters<typeof serveAnyProfile>[1] = {}) {
  return serveAnyProfile(start, {
    read: (body) => influencerProfileUpdateSchema.parse(body),
    // Her packages, below the form (profile-packages.test.tsx tests them).
    others: { [`GET /profile/${start.username}/packages/`]: { status: 200, data: [] } },
    ...replies,
  });
}

function showProfile() {
  return renderPage(<ProfilePage />, { user: 'influencer', url: '/profile' });
}

const png = () => new File(['png-bytes'], 'me.png', { type: 'image/png' });

test('loads the profile into the form with every field', async () => {
  serveProfile(aProfile());
  showProfile();

  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Influencer Profile');
  expect(screen.getByRole('status')).toHaveTextContent('Loading profile...');
  expect(await screen.findByRole('textbox', { name: 'Username' })).toHaveValue('nusrat_styles');
  expect(screen.getByRole('textbox', { name: 'Username' })).toBeRequired();
  expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute('type', 'email');
  expect(screen.getByRole('textbox', { name: 'Email' })).toBeRequired();
  expect(screen.getByRole('textbox', { name: 'Bio' })).toHaveValue('Dhaka fashion and lifestyle.');
  expect(screen.getByRole('textbox', { name: 'Bio' })).toBeRequired();
  expect(screen.getByRole('combobox', { name: 'Category' })).toHaveValue('fashion');
  expect(screen.getByRole('combobox', { name: 'Category' })).toBeRequired();
  expect(
    within(screen.getByRole('combobox', { name: 'Category' }))
      .getAllByRole('option')
      .map((option) => option.getAttribute('value')),
  ).toEqual([
    '',
    'fashion',
    'beauty',
    'fitness',
    'travel',
    'food',
    'lifestyle',
    'technology',
    'gaming',
    'other',
  ]);
  const followers = screen.getByRole('textbox', { name: 'Followers Count' });
  expect(followers).toHaveValue('25000');
  expect(followers).toHaveAttribute('inputmode', 'numeric');
  expect(followers).toBeRequired();
  const links = screen.getByRole('group', { name: 'Social Links' });
  for (const platform of ['Instagram', 'YouTube', 'TikTok', 'Twitter', 'Facebook']) {
    expect(within(links).getByRole('textbox', { name: platform })).toHaveAttribute('type', 'url');
  }
  expect(within(links).getByRole('textbox', { name: 'Instagram' })).toHaveValue(
    'https://instagram.com/nusrat',
  );
  expect(screen.getByRole('textbox', { name: 'Portfolio URL' })).toHaveAttribute('type', 'url');
});

test('profile strength counts photo, bio and category, each marked required', async () => {
  serveProfile(aProfile({ bio: null, profile_picture: null }));
  showProfile();

  const strength = await screen.findByRole('region', { name: 'Profile Strength' });
  expect(strength).toHaveTextContent('1 of 3 complete');
  const items = within(strength).getAllByRole('listitem');
  expect(items.map((item) => item.textContent)).toEqual([
    '○ Profile photo (required): missing',
    '○ Bio (required): missing',
    '✓ Category (required): done',
  ]);
  expect(within(strength).getByRole('progressbar', { name: 'Profile strength' })).toHaveAttribute(
    'value',
    '1',
  );
});

test("saving sends the whole profile and says 'Profile updated successfully!'", async () => {
  const requests = serveProfile(aProfile());
  const user = userEvent.setup();
  showProfile();

  const bio = await screen.findByRole('textbox', { name: 'Bio' });
  await user.clear(bio);
  await user.type(bio, 'Fashion from Dhaka.');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Lifestyle');
  await user.type(screen.getByRole('textbox', { name: 'YouTube' }), 'https://youtube.com/@nusrat');
  await user.click(screen.getByRole('button', { name: 'Update Profile' }));

  expect(await screen.findByRole('status')).toHaveTextContent('Profile updated successfully!');
  expect(requests.find((request) => request.method === 'PUT')?.body).toEqual({
    username: 'nusrat_styles',
    email: 'nusrat@example.com',
    bio: 'Fashion from Dhaka.',
    category: 'lifestyle',
    followers_count: 25000,
    social_links: {
      instagram: 'https://instagram.com/nusrat',
      youtube: 'https://youtube.com/@nusrat',
    },
    portfolio: null,
  });
});

describe('the Facebook link', () => {
  afterEach(() => chooseLanguage('en'));

  test('is saved with the other social links', async () => {
    const requests = serveProfile(aProfile());
    const user = userEvent.setup();
    showProfile();

    const facebook = await screen.findByRole('textbox', { name: 'Facebook' });
    expect(facebook).toHaveAttribute('placeholder', 'https://facebook.com/yourname');
    await user.type(facebook, 'https://www.facebook.com/nusrat.styles');
    await user.click(screen.getByRole('button', { name: 'Update Profile' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Profile updated successfully!');
    expect(requests.find((request) => request.method === 'PUT')?.body).toMatchObject({
      social_links: {
        instagram: 'https://instagram.com/nusrat',
        facebook: 'https://www.facebook.com/nusrat.styles',
      },
    });
    expect(screen.getByRole('textbox', { name: 'Facebook' })).toHaveValue(
      'https://www.facebook.com/nusrat.styles',
    );
  });

  test('on another site is refused beside its field before sending, in English and Bangla', async () => {
    const requests = serveProfile(aProfile());
    const user = userEvent.setup();
    showProfile();

    await user.type(
      await screen.findByRole('textbox', { name: 'Facebook' }),
      'https://example.com/nusrat',
    );
    await user.click(screen.getByRole('button', { name: 'Update Profile' }));

    expect(screen.getByRole('textbox', { name: 'Facebook' })).toHaveAccessibleDescription(
      'Enter a Facebook link (facebook.com or fb.com).',
    );
    expect(requests.some((request) => request.method === 'PUT')).toBe(false);

    await act(() => chooseLanguage('bn'));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Facebook' })).toHaveAccessibleDescription(
        'ফেসবুকের লিংক দিন (facebook.com অথবা fb.com)।',
      ),
    );
  });
});

test('a followers count typed in Bengali digits is read as the number it writes', async () => {
  const requests = serveProfile(aProfile());
  const user = userEvent.setup();
  showProfile();

  const followers = await screen.findByRole('textbox', { name: 'Followers Count' });
  await user.clear(followers);
  await user.type(followers, '৩০০০০');
  await user.click(screen.getByRole('button', { name: 'Update Profile' }));

  expect(await screen.findByRole('status')).toHaveTextContent('Profile updated successfully!');
  expect(requests.find((request) => request.method === 'PUT')?.body).toMatchObject({
    followers_count: 30000,
  });
});

test('a new username is shown by the navigation at once', async () => {
  serveProfile(aProfile());
  const user = userEvent.setup();
  showProfile();

  const username = await screen.findByRole('textbox', { name: 'Username' });
  await user.clear(username);
  await user.type(username, 'nusrat_new');
  await user.click(screen.getByRole('button', { name: 'Update Profile' }));

  await screen.findByText('Profile updated successfully!');
  expect(useAuthStore.getState().user?.username).toBe('nusrat_new');
});

test("the server's field errors appear beside their fields with 'Error updating profile'", async () => {
  serveProfile(aProfile(), {
    update: () => ({
      status: 400,
      data: {
        error: 'Please correct the highlighted fields.',
        fields: {
          username: ['A user with that username already exists.'],
          'social_links.tiktok': ['Enter a full http:// or https:// link.'],
        },
      },
    }),
  });
  const user = userEvent.setup();
  showProfile();

  await user.click(await screen.findByRole('button', { name: 'Update Profile' }));

  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Error updating profile');
  expect(screen.getByRole('textbox', { name: 'Username' })).toHaveAccessibleDescription(
    'A user with that username already exists.',
  );
  expect(screen.getByRole('textbox', { name: 'TikTok' })).toHaveAccessibleDescription(
    'Enter a full http:// or https:// link.',
  );
  expect(screen.getByRole('textbox', { name: 'Email' })).not.toBeInvalid();
});

test("the picture panel uploads the influencer's photo, and the photo counts toward profile strength", async () => {
  const requests = serveProfile(aProfile({ profile_picture: null }));
  const user = userEvent.setup();
  showProfile();

  const file = png();
  await user.upload(await screen.findByLabelText('Upload a new picture'), file);

  expect(await screen.findByRole('status')).toHaveTextContent(
    'Profile picture updated successfully!',
  );
  const body = requests.find((request) => request.method === 'PATCH')?.body;
  expect(body).toBeInstanceOf(FormData);
  expect((body as FormData).get('profile_picture')).toBe(file);
  await waitFor(() =>
    expect(screen.getByRole('img', { name: 'Profile picture of nusrat_styles' })).toHaveAttribute(
      'src',
      '/uploads/new.png',
    ),
  );
  expect(screen.getByRole('region', { name: 'Profile Strength' })).toHaveTextContent(
    '3 of 3 complete',
  );
});

test('a profile that cannot be loaded offers to try again', async () => {
  let calls = 0;
  serveApi({
    'GET /profile/': () => (++calls === 1 ? { status: 503 } : { status: 200, data: aProfile() }),
  });
  const user = userEvent.setup();
  showProfile();

  expect(await screen.findByRole('alert')).toHaveTextContent('Your profile could not be loaded.');
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('textbox', { name: 'Username' })).toBeInTheDocument();
});

test('asks for the current password only while the email is changed, and sends it with the new email', async () => {
  const requests = serveProfile(aProfile(), { update: checkCurrentPassword });
  showProfile();
  await expectCurrentPasswordForEmailChange(requests, {
    savedEmail: 'nusrat@example.com',
    newEmail: 'nusrat.bd@example.com',
  });
});
