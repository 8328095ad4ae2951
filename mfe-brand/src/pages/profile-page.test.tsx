import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OwnProfile } from '@portal/shared/contract/profiles';
import type { FakeRequest } from '@portal/shared/testing/fake-api';
import { serveProfile } from '@portal/shared/testing/profile-api';
import { renderPage, TEST_USERS } from '@portal/shared/testing/render-page';
import ProfilePage from './profile-page';

const brand = TEST_USERS.brand;

function aBrandProfile(overrides: Partial<OwnProfile> = {}): OwnProfile {
  return {
    id: brand.id,
    username: brand.username,
    email: brand.email,
    role: 'brand',
    bio: 'Handmade clothing from Bangladesh.',
    category: 'fashion',
    profile_picture: '/uploads/logo.png',
    website: 'https://aarong.com',
    industry: 'Clothing retail',
    followers_count: 0,
    social_links: {},
    portfolio: null,
    language: 'en',
    pending_email: null,
    ...overrides,
  };
}

function showProfile() {
  return renderPage(<ProfilePage />, { user: 'brand', url: '/profile' });
}

function patches(requests: FakeRequest[]) {
  return requests.filter((request) => request.method === 'PATCH');
}

const png = () => new File(['png-bytes'], 'logo.png', { type: 'image/png' });

test('loads the brand profile into the form with every field', async () => {
  serveProfile(aBrandProfile());
  showProfile();

  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Brand Profile');
  expect(screen.getByRole('status')).toHaveTextContent('Loading profile...');
  const username = await screen.findByRole('textbox', { name: 'Username' });
  expect(username).toHaveValue('aarong_style');
  expect(username).toBeRequired();
  const email = screen.getByRole('textbox', { name: 'Email' });
  expect(email).toHaveValue('brand@example.com');
  expect(email).toHaveAttribute('type', 'email');
  expect(email).toBeRequired();
  const bio = screen.getByRole('textbox', { name: 'Bio' });
  expect(bio).toHaveValue('Handmade clothing from Bangladesh.');
  expect(bio).not.toBeRequired();
  expect(screen.getByRole('textbox', { name: 'Industry' })).toHaveValue('Clothing retail');
  expect(screen.getByRole('textbox', { name: 'Industry' })).not.toBeRequired();
  const website = screen.getByRole('textbox', { name: 'Website' });
  expect(website).toHaveAttribute('type', 'url');
  expect(website).toHaveValue('https://aarong.com');
  const category = screen.getByRole('combobox', { name: 'Category' });
  expect(category).toHaveValue('fashion');
  expect(category).not.toBeRequired();
  expect(
    within(category)
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
  expect(screen.queryByRole('spinbutton')).not.toBeInTheDocument();
});

test('the logo panel recommends a square logo of 400x400 px or larger', async () => {
  serveProfile(aBrandProfile());
  showProfile();

  const panel = await screen.findByRole('region', { name: 'Logo' });
  expect(within(panel).getByLabelText('Upload a new logo')).toHaveAccessibleDescription(
    expect.stringContaining('Recommended logo: square, 400x400 px or larger.'),
  );
  expect(
    within(panel).getByRole('img', { name: 'Profile picture of aarong_style' }),
  ).toHaveAttribute('src', '/uploads/logo.png');
});

test('profile strength counts logo, bio and industry, each marked optional', async () => {
  serveProfile(aBrandProfile({ profile_picture: null, industry: '  ' }));
  showProfile();

  const strength = await screen.findByRole('region', { name: 'Profile Strength' });
  expect(strength).toHaveTextContent('1 of 3 complete');
  expect(
    within(strength)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual([
    '○ Logo (optional): missing',
    '✓ Bio (optional): done',
    '○ Industry (optional): missing',
  ]);
  expect(within(strength).getByRole('progressbar', { name: 'Profile strength' })).toHaveAttribute(
    'value',
    '1',
  );
});

test("saving sends the brand's fields and says 'Profile updated successfully!'", async () => {
  const requests = serveProfile(aBrandProfile({ website: null, category: null }));
  const user = userEvent.setup();
  showProfile();

  const industry = await screen.findByRole('textbox', { name: 'Industry' });
  await user.clear(industry);
  await user.type(industry, 'Fashion retail');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Lifestyle');
  await user.type(screen.getByRole('textbox', { name: 'Website' }), 'https://aarong.com');
  await user.click(screen.getByRole('button', { name: 'Update Profile' }));

  const status = await screen.findByRole('status');
  expect(status).toHaveTextContent('Profile updated successfully!');
  expect(requests.find((request) => request.method === 'PUT')?.body).toEqual({
    username: 'aarong_style',
    email: 'brand@example.com',
    bio: 'Handmade clothing from Bangladesh.',
    industry: 'Fashion retail',
    website: 'https://aarong.com',
    category: 'lifestyle',
  });
  await waitFor(() =>
    expect(screen.getByRole('region', { name: 'Profile Strength' })).toHaveTextContent(
      '3 of 3 complete',
    ),
  );
});

test("a taken username and a bad website appear beside their fields with 'Error updating profile'", async () => {
  serveProfile(aBrandProfile(), {
    update: () => ({
      status: 400,
      data: {
        error: 'Please correct the highlighted fields.',
        fields: {
          username: ['A user with that username already exists.'],
          website: ['Enter a full http:// or https:// link.'],
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
  expect(screen.getByRole('textbox', { name: 'Website' })).toHaveAccessibleDescription(
    'Enter a full http:// or https:// link.',
  );
  expect(screen.getByRole('textbox', { name: 'Email' })).not.toBeInvalid();

  await user.type(screen.getByRole('textbox', { name: 'Username' }), '2');
  expect(screen.getByRole('textbox', { name: 'Username' })).not.toBeInvalid();
});

test("the logo panel uploads the brand's logo, and the logo counts toward profile strength", async () => {
  const requests = serveProfile(aBrandProfile({ profile_picture: null }));
  const user = userEvent.setup();
  showProfile();

  const file = png();
  await user.upload(await screen.findByLabelText('Upload a new logo'), file);

  expect(await screen.findByRole('status')).toHaveTextContent(
    'Profile picture updated successfully!',
  );
  const body = patches(requests)[0]?.body;
  expect(body).toBeInstanceOf(FormData);
  expect((body as FormData).get('profile_picture')).toBe(file);
  await waitFor(() =>
    expect(screen.getByRole('img', { name: 'Profile picture of aarong_style' })).toHaveAttribute(
      'src',
      '/uploads/new.png',
    ),
  );
  expect(screen.getByRole('region', { name: 'Profile Strength' })).toHaveTextContent(
    '3 of 3 complete',
  );
});

test('a new email waits for its link: the saved email stays and the message names the new one', async () => {
  serveProfile(aBrandProfile(), {
    update: (request) => ({
      status: 200,
      data: aBrandProfile({
        ...(request.body as Partial<OwnProfile>),
        email: 'brand@example.com',
        pending_email: 'aarong@example.com',
      }),
    }),
  });
  const user = userEvent.setup();
  showProfile();

  const email = await screen.findByRole('textbox', { name: 'Email' });
  await user.clear(email);
  await user.type(email, 'aarong@example.com');
  await user.type(screen.getByLabelText('Current password'), 'the-current-password');
  await user.click(screen.getByRole('button', { name: 'Update Profile' }));

  expect(await screen.findByRole('status')).toHaveTextContent(
    'Profile updated successfully! We sent a link to aarong@example.com: your email changes when you open it.',
  );
  expect(email).toHaveValue('brand@example.com');
  expect(screen.queryByLabelText('Current password')).not.toBeInTheDocument();
});

test('a blank username and a website that is not a link are told beside the fields, not in browser pop-ups', async () => {
  const requests = serveProfile(aBrandProfile());
  const user = userEvent.setup();
  showProfile();

  const username = await screen.findByRole('textbox', { name: 'Username' });
  await user.clear(username);
  await user.clear(screen.getByRole('textbox', { name: 'Website' }));
  await user.type(screen.getByRole('textbox', { name: 'Website' }), 'aarong.com');
  await user.click(screen.getByRole('button', { name: 'Update Profile' }));

  expect(username).toHaveAccessibleDescription('Username must be 3-30 characters.');
  expect(username).toHaveFocus();
  expect(screen.getByRole('textbox', { name: 'Website' })).toHaveAccessibleDescription(
    'Enter a full http:// or https:// link.',
  );
  expect(username.closest('form')).toHaveAttribute('novalidate');
  expect(requests.filter((request) => request.method === 'PUT')).toEqual([]);
});

test('the bio counts its characters and is not cut at its limit of 1000', async () => {
  const requests = serveProfile(aBrandProfile({ bio: '' }));
  const user = userEvent.setup();
  showProfile();

  const bio = await screen.findByRole('textbox', { name: 'Bio' });
  expect(screen.getByText('0 / 1000')).toBeVisible();
  await user.click(bio);
  await user.paste('a'.repeat(1001));
  expect(bio).toHaveValue('a'.repeat(1001));
  expect(screen.getByText('1001 / 1000')).toHaveAttribute('aria-live', 'polite');
  await user.click(screen.getByRole('button', { name: 'Update Profile' }));

  expect(bio).toHaveAccessibleDescription(
    'What your brand makes and who it is for. At most 1000 characters.',
  );
  expect(requests.filter((request) => request.method === 'PUT')).toEqual([]);
});
