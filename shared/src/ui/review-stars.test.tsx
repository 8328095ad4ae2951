import { render, screen } from '@testing-library/react';
import { chooseLanguage } from '../i18n/i18n';
import { ReviewStars } from './review-stars';

afterEach(() => chooseLanguage('en'));

test('draws five stars, the rating filled, and reads out the rating', () => {
  render(<ReviewStars rating={3} />);
  const stars = screen.getByRole('img', { name: '3 of 5 stars' });
  expect(stars).toHaveTextContent('★★★★★');
  expect(stars.lastElementChild).toHaveTextContent(/^★★$/);
});

test('reads out in Bangla with Bengali digits', async () => {
  await chooseLanguage('bn');
  render(<ReviewStars rating={4} />);
  expect(screen.getByRole('img', { name: '৫-এর মধ্যে ৪ স্টার' })).toBeInTheDocument();
});
