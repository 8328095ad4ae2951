import { render, screen } from '@testing-library/react';
import { MemoryRouter } from '@portal/shared/router';
import { ProfileLink } from './profile-link';

test("a name links to the user's public profile", () => {
  render(
    <MemoryRouter>
      <ProfileLink username="aarong_style" fallback="Unknown Brand" />
    </MemoryRouter>,
  );
  expect(screen.getByRole('link', { name: 'aarong_style' })).toHaveAttribute(
    'href',
    '/user/aarong_style',
  );
});

test('without a name it shows the fallback and links nowhere', () => {
  render(
    <MemoryRouter>
      <ProfileLink username="" fallback="Unknown Brand" />
    </MemoryRouter>,
  );
  expect(screen.getByText('Unknown Brand')).toBeInTheDocument();
  expect(screen.queryByRole('link')).not.toBeInTheDocument();
});
