import { render, screen } from '@testing-library/react';
import { MonthlyBarChart } from './monthly-bar-chart';

const months = [
  { month: '2026-06', amount: '0.00' },
  { month: '2026-07', amount: '1500.00' },
  { month: '2026-08', amount: '3000.00' },
];

test('describes every month and amount to a screen reader', () => {
  render(<MonthlyBarChart title="Money spent per month" data={months} />);
  expect(screen.getByRole('img')).toHaveAccessibleName(
    'Money spent per month. Jun 2026: ৳0.00, Jul 2026: ৳1,500.00, Aug 2026: ৳3,000.00',
  );
  expect(screen.getByText('Money spent per month')).toBeInTheDocument();
});

test('bars are as tall as their share of the largest month', () => {
  const { container } = render(<MonthlyBarChart title="Earnings" data={months} />);
  const heights = Array.from(container.querySelectorAll('rect')).map((bar) =>
    Number(bar.getAttribute('height')),
  );
  expect(heights[0]).toBe(0);
  expect(heights[2]).toBeGreaterThan(0);
  expect(heights[1]).toBeCloseTo((heights[2] ?? 0) / 2);
});

test('a chart of nothing but zeros draws no bars and no NaN', () => {
  const { container } = render(
    <MonthlyBarChart title="Earnings" data={[{ month: '2026-06', amount: '0.00' }]} />,
  );
  expect(container.innerHTML).not.toMatch(/NaN/);
});
