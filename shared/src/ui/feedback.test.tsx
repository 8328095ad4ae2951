import { render, screen } from '@testing-library/react';
import { MemoryRouter } from '@portal/shared/router';
import { Banner } from './banner';
import { EmptyState } from './empty-state';
import { LoadingSkeleton } from './loading-skeleton';
import { StatCard, StatGrid } from './stat-card';
import { StatusBadge, statusTone } from './status-badge';

test.each([
  ['pending', 'pending'],
  ['accepted', 'success'],
  ['confirmed', 'success'],
  ['approved', 'success'],
  ['rejected', 'danger'],
  ['unpaid', 'neutral'],
])('status colours: %s is %s', (status, tone) => {
  expect(statusTone(status)).toBe(tone);
  render(<StatusBadge status={status} />);
  // The colour follows the tone; the word is always shown, so colour is never the only signal.
  expect(screen.getByText(status.charAt(0).toUpperCase() + status.slice(1))).toBeVisible();
});

test('a badge can carry the label a screen names the status with', () => {
  render(<StatusBadge status="unpaid" label="Unpaid" />);
  expect(screen.getByText('Unpaid')).toBeInTheDocument();
});

test('a red banner is an alert; a green one a polite status; an empty one nothing', () => {
  const { rerender, container } = render(
    <Banner message="Failed to create campaign" tone="error" />,
  );
  expect(screen.getByRole('alert')).toHaveTextContent('Failed to create campaign');
  expect(screen.queryByRole('status')).toBeNull();

  rerender(<Banner message="Profile updated successfully!" tone="success" />);
  expect(screen.getByRole('status')).toHaveTextContent('Profile updated successfully!');
  expect(screen.queryByRole('alert')).toBeNull();

  rerender(<Banner message="" tone="error" />);
  expect(container).toBeEmptyDOMElement();
});

test('stat cards show label and value inside a named group', () => {
  render(
    <StatGrid label="Campaign figures">
      <StatCard label="Money Spent" value="৳15,000.00" note="confirmed payments" />
    </StatGrid>,
  );
  const group = screen.getByRole('region', { name: 'Campaign figures' });
  expect(group).toHaveTextContent('Money Spent৳15,000.00confirmed payments');
});

test("an empty state reads the spec's sentence with its link", () => {
  render(
    <MemoryRouter>
      <EmptyState
        message="No campaigns yet."
        action={{ to: '/create-campaign', label: 'Create your first campaign' }}
      />
    </MemoryRouter>,
  );
  expect(screen.getByText(/No campaigns yet\./)).toHaveTextContent(
    'No campaigns yet. Create your first campaign',
  );
  expect(screen.getByRole('link', { name: 'Create your first campaign' })).toHaveAttribute(
    'href',
    '/create-campaign',
  );
});

test('a loading skeleton is announced as loading', () => {
  render(<LoadingSkeleton label="Loading campaigns..." />);
  expect(screen.getByRole('status')).toHaveTextContent('Loading campaigns...');
});
