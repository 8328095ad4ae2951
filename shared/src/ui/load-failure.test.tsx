import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LoadFailure } from './load-failure';

test('announces the failure and offers to try again', async () => {
  const onRetry = jest.fn();
  render(<LoadFailure message="Failed to fetch applications" onRetry={onRetry} />);

  expect(screen.getByRole('alert')).toHaveTextContent('Failed to fetch applications');
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(onRetry).toHaveBeenCalledTimes(1);
});
