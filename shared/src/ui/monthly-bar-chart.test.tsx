import { render, screen, within } from '@testing-library/react';
import { DESKTOP_WIDTH, PHONE_WIDTH, setViewportWidth } from '../testing/viewport';
import { MonthlyBarChart } from './monthly-bar-chart';

const months = [
  { month: '2026-06', amount: '0.00' },
  { month: '2026-07', amount: '1500.00' },
  { month: '2026-08', amount: '3000.00' },
];
const NONE = 'Nothing in these months yet.';

beforeEach(() => setViewportWidth(DESKTOP_WIDTH));

test('describes every month and amount to a screen reader', () => {
  render(<MonthlyBarChart title="Money spent per month" data={months} emptyNote={NONE} />);
  expect(screen.getByRole('img')).toHaveAccessibleName(
    'Money spent per month. Jun 2026: ৳0.00, Jul 2026: ৳1,500.00, Aug 2026: ৳3,000.00',
  );
  expect(screen.getByRole('figure', { name: 'Money spent per month' })).toBeInTheDocument();
  expect(screen.queryByText(NONE)).not.toBeInTheDocument();
});

test('bars are as tall as their share of the largest month', () => {
  const { container } = render(<MonthlyBarChart title="Earnings" data={months} emptyNote={NONE} />);
  const heights = Array.from(container.querySelectorAll('rect')).map((bar) =>
    Number(bar.getAttribute('height')),
  );
  expect(heights[0]).toBe(0);
  expect(heights[2]).toBeGreaterThan(0);
  expect(heights[1]).toBeCloseTo((heights[2] ?? 0) / 2);
});

test('a chart of nothing but zeros draws no bars and no NaN, and says so', () => {
  const { container } = render(
    <MonthlyBarChart
      title="Earnings"
      data={[{ month: '2026-06', amount: '0.00' }]}
      emptyNote={NONE}
    />,
  );
  expect(container.innerHTML).not.toMatch(/NaN/);
  expect(screen.getByText(NONE)).toBeVisible();
});

test('on a phone each month is a row with its amount, readable as a list', () => {
  setViewportWidth(PHONE_WIDTH);
  render(<MonthlyBarChart title="Earnings" data={months} emptyNote={NONE} />);
  const chart = screen.getByRole('figure', { name: 'Earnings' });
  expect(
    within(chart)
      .getAllByRole('listitem')
      .map((month) => month.textContent),
  ).toEqual(['Jun 2026৳0.00', 'Jul 2026৳1,500.00', 'Aug 2026৳3,000.00']);
  expect(within(chart).queryByRole('img')).not.toBeInTheDocument();
});

test('while the figures load the title stands over a busy chart', () => {
  render(<MonthlyBarChart title="Earnings" data={undefined} emptyNote={NONE} />);
  const chart = screen.getByRole('figure', { name: 'Earnings' });
  expect(chart).toHaveAttribute('aria-busy', 'true');
  expect(within(chart).queryByRole('img')).not.toBeInTheDocument();
  expect(screen.queryByText(NONE)).not.toBeInTheDocument();
});
