import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createApplicationRequestSchema } from '../contract/applications';
import { chooseLanguage } from '../i18n/i18n';
import { Button } from './button';
import { Form, useForm } from './form';
import { MoneyInput } from './money-input';
import { TextAreaField } from './text-area-field';
import * as z from '@portal/shared/contract/zod';

const applicationSchema = z.omit(createApplicationRequestSchema, { campaign: true });

/** An application form whose server refuses the proposal with `serverErrors`. */
function Application({ serverErrors }: { serverErrors?: Record<string, string[]> }) {
  const form = useForm({
    schema: applicationSchema,
    initialValues: { proposal: '', expected_fee: '' },
    onSubmit: () => {
      if (serverErrors) form.showErrors(serverErrors);
    },
  });
  return (
    <Form form={form} aria-label="Application">
      <TextAreaField label="Proposal" {...form.field('proposal')} />
      <MoneyInput label="Expected Fee (optional)" {...form.field('expected_fee')} />
      <Button type="submit">Submit Application</Button>
    </Form>
  );
}

afterEach(() => chooseLanguage('en'));

test('in Bangla the schema’s errors show in Bangla, and in English again after a switch', async () => {
  await chooseLanguage('bn');
  const user = userEvent.setup();
  render(<Application />);

  await user.type(screen.getByLabelText('Expected Fee (optional)'), '12.345');
  await user.click(screen.getByRole('button', { name: 'Submit Application' }));

  const proposal = screen.getByRole('textbox', { name: 'Proposal' });
  expect(proposal).toHaveAccessibleDescription('প্রস্তাব লিখতে হবে।');
  expect(screen.getByLabelText('Expected Fee (optional)')).toHaveAccessibleDescription(
    'টাকার অঙ্ক দিন, দশমিকের পর সর্বোচ্চ দুই ঘর, সর্বোচ্চ ৯,৯৯,৯৯,৯৯৯.৯৯ পর্যন্ত।',
  );

  await act(() => chooseLanguage('en'));
  expect(proposal).toHaveAccessibleDescription('Proposal is required.');
});

test('in Bangla the server’s field errors show in Bangla, numbers in Bengali digits', async () => {
  await chooseLanguage('bn');
  const user = userEvent.setup();
  render(<Application serverErrors={{ proposal: ['Proposal is at most 5000 characters.'] }} />);

  await user.type(screen.getByRole('textbox', { name: 'Proposal' }), 'Two reels.');
  await user.click(screen.getByRole('button', { name: 'Submit Application' }));

  expect(screen.getByRole('textbox', { name: 'Proposal' })).toHaveAccessibleDescription(
    'প্রস্তাব সর্বোচ্চ ৫০০০ অক্ষরের হতে পারে।',
  );
});
