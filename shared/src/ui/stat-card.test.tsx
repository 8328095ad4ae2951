import { render, screen } from '@testing-library/react';
import { StatCard, StatGrid } from './stat-card';

test('a grid of figures: a count, an amount in taka, and the line under it', () => {
  render(
    <StatGrid label="Your figures">
      <StatCard label="Accepted" value={0} />
      <StatCard label="Total Earnings" taka="1234567.00" note="confirmed payments" />
    </StatGrid>,
  );
  expect(screen.getByRole('region', { name: 'Your figures' })).toHaveTextContent(
    'Accepted0Total Earnings৳12,34,567.00confirmed payments',
  );
});

test("a figure that could not be loaded reads '—'", () => {
  render(<StatCard label="Current Balance" taka={undefined} />);
  expect(screen.getByText('Current Balance').nextElementSibling).toHaveTextContent('—');
});

test('while pending, the label stands with no figure yet', () => {
  render(<StatCard label="Money Spent" taka="500.00" pending note="confirmed payments" />);
  expect(screen.getByText('Money Spent').nextElementSibling).toHaveTextContent(/^$/);
  expect(screen.getByText('confirmed payments')).toBeVisible();
});
