import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AxiosError, AxiosHeaders } from 'axios';
import { chooseLanguage } from '../i18n/i18n';
import { SaveToggleButton } from './save-toggle-button';

afterEach(() => chooseLanguage('en'));

const LABEL = 'Save nusrat_styles to your shortlist';

test('Save: a toggle not pressed, named after the influencer; pressing it asks to save', async () => {
  const onToggle = jest.fn();
  render(<SaveToggleButton name="nusrat_styles" saved={false} onToggle={onToggle} />);
  const button = screen.getByRole('button', { name: LABEL, pressed: false });
  expect(button).toHaveTextContent('Save');
  await userEvent.click(button);
  expect(onToggle).toHaveBeenCalledWith(true);
});

test('Saved: pressed; pressing it asks to remove', async () => {
  const onToggle = jest.fn();
  render(<SaveToggleButton name="nusrat_styles" saved onToggle={onToggle} />);
  const button = screen.getByRole('button', { name: LABEL, pressed: true });
  expect(button).toHaveTextContent('Saved');
  await userEvent.click(button);
  expect(onToggle).toHaveBeenCalledWith(false);
});

test('disabled while the state is unknown or a change is under way', () => {
  const { rerender } = render(
    <SaveToggleButton name="nusrat_styles" saved={undefined} onToggle={jest.fn()} />,
  );
  expect(screen.getByRole('button', { name: LABEL })).toBeDisabled();
  expect(screen.getByRole('button', { name: LABEL })).toHaveTextContent('Save');
  rerender(<SaveToggleButton name="nusrat_styles" saved={false} busy onToggle={jest.fn()} />);
  expect(screen.getByRole('button', { name: LABEL })).toBeDisabled();
});

test("a refusal is told with the server's sentence, else in the kit's words", () => {
  const response = {
    status: 409,
    statusText: '409',
    data: {
      error: 'Your shortlist is full (500 influencers): remove someone before saving another.',
    },
    headers: new AxiosHeaders(),
    config: { headers: new AxiosHeaders() },
  };
  const refusal = new AxiosError('409', 'ERR_BAD_REQUEST', undefined, {}, response);
  const { rerender } = render(
    <SaveToggleButton name="nusrat_styles" saved={false} error={refusal} onToggle={jest.fn()} />,
  );
  expect(screen.getByRole('alert')).toHaveTextContent('Your shortlist is full');
  rerender(
    <SaveToggleButton
      name="nusrat_styles"
      saved={false}
      error={new Error('offline')}
      onToggle={jest.fn()}
    />,
  );
  expect(screen.getByRole('alert')).toHaveTextContent(
    'Your shortlist could not be changed. Please try again.',
  );
});

test('in Bangla', async () => {
  await chooseLanguage('bn');
  render(<SaveToggleButton name="nusrat_styles" saved onToggle={jest.fn()} />);
  const button = screen.getByRole('button', {
    name: 'nusrat_styles-কে আপনার শর্টলিস্টে সংরক্ষণ করুন',
    pressed: true,
  });
  expect(button).toHaveTextContent('সংরক্ষিত');
});
