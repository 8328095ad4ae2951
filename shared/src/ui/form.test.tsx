import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createApplicationRequestSchema } from '../contract/applications';
import { Button } from './button';
import { CancelAndSubmit, Form, FormSubmit, useForm } from './form';
import { MoneyInput } from './money-input';
import { TextAreaField } from './text-area-field';
import * as z from '@portal/shared/contract/zod';

const applicationSchema = z.omit(createApplicationRequestSchema, { campaign: true });

function Application({
  onSubmit,
  serverErrors,
}: {
  onSubmit: (application: unknown) => void | Promise<void>;
  serverErrors?: Record<string, string[]>;
}) {
  const form = useForm({
    schema: applicationSchema,
    initialValues: { proposal: '', expected_fee: '' },
    onSubmit: (application) => {
      if (serverErrors) form.showErrors(serverErrors);
      return onSubmit(application);
    },
  });
  return (
    <Form form={form} aria-label="Application">
      <TextAreaField label="Proposal" limit={50} {...form.field('proposal')} />
      <MoneyInput label="Expected Fee (optional)" {...form.field('expected_fee')} />
      <Button type="submit" disabled={form.submitting}>
        {form.submitting ? 'Submitting...' : 'Submit Application'}
      </Button>
    </Form>
  );
}

test("the schema's errors show beside their fields, the first invalid one focused, nothing submitted", async () => {
  const onSubmit = jest.fn();
  const user = userEvent.setup();
  render(<Application onSubmit={onSubmit} />);

  await user.type(screen.getByLabelText('Expected Fee (optional)'), '12.345');
  await user.click(screen.getByRole('button', { name: 'Submit Application' }));

  const proposal = screen.getByRole('textbox', { name: 'Proposal' });
  expect(proposal).toHaveAccessibleDescription('Proposal is required.');
  expect(proposal).toBeInvalid();
  expect(proposal).toHaveFocus();
  // The fee is an amount, '' or null: told by the option it came closest to.
  expect(screen.getByLabelText('Expected Fee (optional)')).toHaveAccessibleDescription(
    'Enter an amount in taka with at most two decimals, up to 99,999,999.99.',
  );
  expect(screen.getByRole('form', { name: 'Application' })).toHaveAttribute('novalidate');
  expect(onSubmit).not.toHaveBeenCalled();
});

test("a field's errors go when it changes", async () => {
  const user = userEvent.setup();
  render(<Application onSubmit={jest.fn()} />);

  await user.click(screen.getByRole('button', { name: 'Submit Application' }));
  await user.type(screen.getByRole('textbox', { name: 'Proposal' }), 'T');

  expect(screen.getByRole('textbox', { name: 'Proposal' })).not.toBeInvalid();
});

test('a changed field is checked when it is left, an untouched one is not', async () => {
  const user = userEvent.setup();
  render(<Application onSubmit={jest.fn()} />);

  await user.click(screen.getByRole('textbox', { name: 'Proposal' }));
  await user.tab();
  expect(screen.getByRole('textbox', { name: 'Proposal' })).not.toBeInvalid();

  await user.type(screen.getByLabelText('Expected Fee (optional)'), '0');
  await user.tab();
  expect(screen.getByLabelText('Expected Fee (optional)')).toHaveAccessibleDescription(
    'The amount must be greater than 0.',
  );
});

test("valid values are submitted as the contract's schema reads them (Bengali digits too)", async () => {
  const onSubmit = jest.fn();
  const user = userEvent.setup();
  render(<Application onSubmit={onSubmit} />);

  await user.type(screen.getByRole('textbox', { name: 'Proposal' }), '  Three reels. ');
  await user.type(screen.getByLabelText('Expected Fee (optional)'), '১২৫০.৫');
  await user.click(screen.getByRole('button', { name: 'Submit Application' }));

  expect(onSubmit).toHaveBeenCalledWith({ proposal: 'Three reels.', expected_fee: '1250.50' });
});

test("the server's field errors show beside their fields, the first one focused", async () => {
  const user = userEvent.setup();
  render(
    <Application
      onSubmit={jest.fn()}
      serverErrors={{ expected_fee: ['The fee is above the budget.'] }}
    />,
  );

  await user.type(screen.getByRole('textbox', { name: 'Proposal' }), 'Three reels.');
  await user.type(screen.getByLabelText('Expected Fee (optional)'), '900000');
  await user.click(screen.getByRole('button', { name: 'Submit Application' }));

  const fee = screen.getByLabelText('Expected Fee (optional)');
  expect(fee).toHaveAccessibleDescription('The fee is above the budget.');
  expect(fee).toHaveFocus();
});

test('a submit that returns a promise keeps the form submitting until it settles', async () => {
  let finish: () => void = () => undefined;
  const onSubmit = jest.fn(
    () =>
      new Promise<void>((resolve) => {
        finish = resolve;
      }),
  );
  const user = userEvent.setup();
  render(<Application onSubmit={onSubmit} />);

  await user.type(screen.getByRole('textbox', { name: 'Proposal' }), 'Three reels.');
  await user.click(screen.getByRole('button', { name: 'Submit Application' }));
  expect(screen.getByRole('button', { name: 'Submitting...' })).toBeDisabled();

  finish();
  expect(await screen.findByRole('button', { name: 'Submit Application' })).toBeEnabled();
  expect(onSubmit).toHaveBeenCalledTimes(1);
});

test('a limited field counts its characters, told politely near the limit, and is never cut', async () => {
  const user = userEvent.setup();
  render(<Application onSubmit={jest.fn()} />);
  const proposal = screen.getByRole('textbox', { name: 'Proposal' });

  expect(screen.getByText('0 / 50')).toHaveAttribute('aria-live', 'off');
  await user.type(proposal, 'a'.repeat(44));
  expect(screen.getByText('44 / 50')).toHaveAttribute('aria-live', 'off');
  await user.type(proposal, 'a');
  expect(screen.getByText('45 / 50')).toHaveAttribute('aria-live', 'polite');
  await user.type(proposal, 'a'.repeat(6));
  expect(proposal).toHaveValue('a'.repeat(51));
  expect(screen.getByText('51 / 50')).toHaveAttribute('aria-live', 'polite');
});

test("a form's one submit button, or Cancel then the submit, disabled while busy", async () => {
  const onCancel = jest.fn();
  const { rerender } = render(<FormSubmit busy={false}>Save</FormSubmit>);
  expect(screen.getByRole('button', { name: 'Save' })).toHaveAttribute('type', 'submit');
  expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();

  rerender(<FormSubmit busy>Saving...</FormSubmit>);
  expect(screen.getByRole('button', { name: 'Saving...' })).toBeDisabled();

  rerender(
    <CancelAndSubmit onCancel={onCancel} busy={false}>
      Send offer
    </CancelAndSubmit>,
  );
  expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual([
    'Cancel',
    'Send offer',
  ]);
  await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(onCancel).toHaveBeenCalledTimes(1);
});
