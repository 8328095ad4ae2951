import { screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { renderPage } from '@portal/shared/testing/render-page';
import ApplicationTipsPage from './application-tips-page';
import BrowseCampaignsPage from './browse-campaigns-page';
import CommunityPage from './community-page';
import ResourcesPage from './resources-page';
import SuccessStoriesPage from './success-stories-page';

test.each<[string, string, ComponentType]>([
  ['/success-stories', 'Success Stories', SuccessStoriesPage],
  ['/browse-campaigns', 'Browse Campaigns', BrowseCampaignsPage],
  ['/application-tips', 'Application Tips', ApplicationTipsPage],
  ['/community', 'Community', CommunityPage],
  ['/resources', 'Resources', ResourcesPage],
])('%s shows the heading %s and one sentence', (path, title, Page) => {
  renderPage(<Page />, { url: path });
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(title);
  expect(screen.getAllByRole('heading')).toHaveLength(1);
  const sentences = document.querySelectorAll('p');
  expect(sentences).toHaveLength(1);
  expect(sentences[0]?.textContent).toMatch(/^[A-Z].+\.$/);
});

test('Browse Campaigns points to the campaigns list', () => {
  renderPage(<BrowseCampaignsPage />, { url: '/browse-campaigns' });
  expect(screen.getByRole('link', { name: 'Available Campaigns' })).toHaveAttribute(
    'href',
    '/campaigns',
  );
});
