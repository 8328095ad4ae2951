import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { DESKTOP_WIDTH, PHONE_WIDTH, setViewportWidth } from '../testing/viewport';
import { Button } from './button';
import { Modal } from './modal';

function Example() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Pay Now</Button>
      {open && (
        <Modal
          title="Complete Your Payment"
          onClose={() => setOpen(false)}
          footer={<Button>Confirm Payment</Button>}
        >
          <label>
            Transaction ID <input />
          </label>
        </Modal>
      )}
    </>
  );
}

test.each([DESKTOP_WIDTH, PHONE_WIDTH])(
  'at %i px: labelled by its title, focus goes inside and stays there, Escape closes and focus returns',
  async (width) => {
    setViewportWidth(width);
    render(<Example />);
    const opener = screen.getByRole('button', { name: 'Pay Now' });
    await userEvent.click(opener);

    const dialog = screen.getByRole('dialog', { name: 'Complete Your Payment' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('textbox', { name: 'Transaction ID' })).toHaveFocus();

    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Confirm Payment' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Confirm Payment' })).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  },
);

test('the Close button closes it', async () => {
  render(<Example />);
  await userEvent.click(screen.getByRole('button', { name: 'Pay Now' }));
  await userEvent.click(screen.getByRole('button', { name: 'Close' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

function Refusing() {
  const [failure, setFailure] = useState('');
  return (
    <Modal title="Complete Your Payment" onClose={() => undefined}>
      {failure && <p role="alert">{failure}</p>}
      <p>A long list of steps</p>
      <Button onClick={() => setFailure('Payment failed. Please try again.')}>
        Confirm Payment
      </Button>
    </Modal>
  );
}

test('an error appearing in it is scrolled into view (and announced, as an alert)', async () => {
  const scrolled = jest.spyOn(Element.prototype, 'scrollIntoView');
  render(<Refusing />);
  expect(scrolled).not.toHaveBeenCalled();

  await userEvent.click(screen.getByRole('button', { name: 'Confirm Payment' }));

  const alert = screen.getByRole('alert');
  expect(alert).toHaveTextContent('Payment failed. Please try again.');
  expect(scrolled.mock.contexts).toEqual([alert]);
  expect(scrolled).toHaveBeenCalledWith({ block: 'nearest' });
  scrolled.mockRestore();
});
