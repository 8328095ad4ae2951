import { render, screen } from '@testing-library/react';
import { WebAddress } from './web-address';

test('a whole https address is a link that opens in a new tab, without the opener', () => {
  render(<WebAddress address="https://www.instagram.com/reel/abc123" />);
  const link = screen.getByRole('link', { name: 'https://www.instagram.com/reel/abc123' });
  expect(link).toHaveAttribute('href', 'https://www.instagram.com/reel/abc123');
  expect(link).toHaveAttribute('target', '_blank');
  expect(link).toHaveAttribute('rel', 'noopener noreferrer');
});

test.each(['javascript:alert(1)', 'instagram.com/reel/abc123', 'ftp://files.example.com/a'])(
  '%s is shown as text, never as a link',
  (address) => {
    render(<WebAddress address={address} />);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByText(address)).toBeInTheDocument();
  },
);
