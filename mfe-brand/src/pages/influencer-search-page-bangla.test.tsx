import { screen, within } from '@testing-library/react';
import type { InfluencerSearchResult } from '@portal/shared/contract/influencers';
import { chooseLanguage } from '@portal/shared/i18n/i18n';
import { serveApi } from '@portal/shared/testing/fake-api';
import { renderPage } from '@portal/shared/testing/render-page';
import { DESKTOP_WIDTH, setViewportWidth } from '@portal/shared/testing/viewport';
import InfluencerSearchPage from './influencer-search-page';

beforeEach(() => setViewportWidth(DESKTOP_WIDTH));
afterEach(() => chooseLanguage('en'));

const rated: InfluencerSearchResult = {
  id: 31,
  username: 'nusrat_styles',
  category: 'fashion',
  followers_count: 1234567,
  bio: 'Dhaka fashion and lifestyle.',
  profile_picture: null,
  average_rating: '4.5',
  review_count: 12,
  completed_collaborations: 1250,
};
const unrated: InfluencerSearchResult = {
  ...rated,
  id: 32,
  username: 'new_face',
  average_rating: null,
  review_count: 0,
  completed_collaborations: 0,
};

function cellsOf(username: string) {
  const row = screen.getByRole('link', { name: username }).closest('tr');
  if (!row) throw new Error(`no row for ${username}`);
  return within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
}

test('in Bangla the controls and the reputation speak Bangla, with Bengali digits', async () => {
  serveApi({ 'GET /influencers/search/': { status: 200, data: [rated, unrated] } });
  await chooseLanguage('bn');
  renderPage(<InfluencerSearchPage />, {
    user: 'brand',
    url: '/influencers',
    path: '/influencers',
  });

  await screen.findByRole('table', { name: 'ইনফ্লুয়েন্সার' });
  expect(screen.getByRole('searchbox', { name: 'নাম' })).toBeInTheDocument();
  const sort = screen.getByRole('combobox', { name: 'সাজানো' });
  expect(
    within(sort)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['ফলোয়ার', 'রেটিং', 'সম্পন্ন কোলাবোরেশন']);
  expect(
    screen
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent)
      .slice(3, 5),
  ).toEqual(['রেটিং', 'সম্পন্ন কোলাবোরেশন']);
  expect(cellsOf('nusrat_styles').slice(2, 5)).toEqual([
    '১২,৩৪,৫৬৭',
    '★ ৪.৫ (১২টি রিভিউ)',
    '১,২৫০',
  ]);
  expect(cellsOf('new_face').slice(3, 5)).toEqual(['এখনো কোনো রিভিউ নেই', '০']);
  expect(screen.getByRole('img', { name: 'nusrat_styles-এর প্রোফাইল ছবি' })).toBeInTheDocument();
});
