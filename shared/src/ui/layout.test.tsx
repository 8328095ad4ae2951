import { render, screen } from '@testing-library/react';
import { Page, Section } from './layout';

test('a page has its one h1, and a section is a region named by its h2', () => {
  render(
    <Page title="Payments">
      <Section title="Recent Withdrawals">
        <p>Nothing yet.</p>
      </Section>
    </Page>,
  );

  expect(screen.getByRole('heading', { level: 1, name: 'Payments' })).toBeInTheDocument();
  const region = screen.getByRole('region', { name: 'Recent Withdrawals' });
  expect(region).toHaveClass('section');
  expect(screen.getByRole('heading', { level: 2, name: 'Recent Withdrawals' })).toHaveClass(
    'sectionTitle',
  );
  expect(region).toHaveTextContent('Nothing yet.');
});

test("a section may take its own look in place of a page section's", () => {
  render(<Section title="Reviews" className="reviewsSection" titleClassName="panelTitle" />);

  const region = screen.getByRole('region', { name: 'Reviews' });
  expect(region).toHaveClass('reviewsSection');
  expect(region).not.toHaveClass('section');
  expect(screen.getByRole('heading', { name: 'Reviews' })).toHaveClass('panelTitle');
});
