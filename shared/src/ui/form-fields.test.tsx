import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MoneyInput } from './money-input';
import { RadioGroup } from './radio-group';
import { SelectField } from './select-field';
import { TextAreaField } from './text-area-field';
import { TextField } from './text-field';

test("a field's hint and errors are its description, and it is marked invalid", () => {
  render(
    <TextField
      label="Website"
      hint="A full link, e.g. https://aarong.com"
      errors={['Enter a full http:// or https:// link.']}
    />,
  );
  const input = screen.getByRole('textbox', { name: 'Website' });
  expect(input).toHaveAccessibleDescription(
    'A full link, e.g. https://aarong.com Enter a full http:// or https:// link.',
  );
  expect(input).toHaveAttribute('aria-invalid', 'true');
});

test('a required field shows its asterisk without changing its name', () => {
  render(<TextField label="Username" required />);
  expect(screen.getByRole('textbox', { name: 'Username' })).toBeRequired();
  expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
});

test('select and text area fields are labelled and carry errors too', () => {
  render(
    <>
      <SelectField
        label="Category"
        options={[{ value: 'fashion', label: 'Fashion' }]}
        errors="Choose a category."
      />
      <TextAreaField label="Proposal" errors={['Proposal is required.']} />
    </>,
  );
  expect(screen.getByRole('combobox', { name: 'Category' })).toHaveAccessibleDescription(
    'Choose a category.',
  );
  expect(screen.getByRole('textbox', { name: 'Proposal' })).toHaveAccessibleDescription(
    'Proposal is required.',
  );
});

test('a radio group is a named group of choices', async () => {
  function Wallet() {
    const [method, setMethod] = useState('bkash');
    return (
      <RadioGroup
        legend="Payment Method"
        name="method"
        value={method}
        onChange={setMethod}
        options={[
          { value: 'bkash', label: 'bKash' },
          { value: 'nagad', label: 'Nagad' },
        ]}
      />
    );
  }
  render(<Wallet />);
  expect(screen.getByRole('group', { name: 'Payment Method' })).toBeInTheDocument();
  expect(screen.getByRole('radio', { name: 'bKash' })).toBeChecked();
  await userEvent.click(screen.getByRole('radio', { name: 'Nagad' }));
  expect(screen.getByRole('radio', { name: 'Nagad' })).toBeChecked();
  expect(screen.getByRole('radio', { name: 'bKash' })).not.toBeChecked();
});

test('the money input takes taka on a number pad, in Latin or Bengali digits', async () => {
  function Amount() {
    const [value, setValue] = useState('');
    return <MoneyInput label="Amount" value={value} onChange={setValue} />;
  }
  render(<Amount />);
  const input = screen.getByRole('textbox', { name: 'Amount' });
  expect(input).toHaveAttribute('inputmode', 'decimal');
  await userEvent.type(input, '১২৫০.৭৫');
  expect(input).toHaveValue('১২৫০.৭৫');
});

test("the money input's hint tells what is kept after the platform fee once a valid amount is typed", async () => {
  function Price({ percent }: { percent: number | undefined }) {
    const [value, setValue] = useState('');
    return (
      <MoneyInput
        label="Price"
        value={value}
        onChange={setValue}
        afterFee={{ percent, says: (amount) => `You receive ${amount} after the platform fee.` }}
      />
    );
  }
  const { rerender } = render(<Price percent={undefined} />);
  const input = screen.getByRole('textbox', { name: 'Price' });
  await userEvent.type(input, '1000');
  expect(input).not.toHaveAccessibleDescription();

  rerender(<Price percent={5} />);
  expect(input).toHaveAccessibleDescription('You receive ৳950.00 after the platform fee.');
  await userEvent.clear(input);
  await userEvent.type(input, 'abc');
  expect(input).not.toHaveAccessibleDescription();
});
