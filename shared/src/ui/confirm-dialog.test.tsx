import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Button } from './button';
import { useConfirm } from './confirm-dialog';

function DeleteCampaign() {
  const { confirm, dialog } = useConfirm();
  const [answer, setAnswer] = useState('none');
  async function onDelete() {
    const confirmed = await confirm({
      title: 'Delete Campaign',
      message: 'Are you sure you want to delete this campaign?',
      confirmLabel: 'Delete Campaign',
      danger: true,
    });
    setAnswer(confirmed ? 'deleted' : 'kept');
  }
  return (
    <>
      <Button onClick={onDelete}>Delete</Button>
      <p>answer: {answer}</p>
      {dialog}
    </>
  );
}

test("asks with the spec's sentence and resolves true on confirm", async () => {
  render(<DeleteCampaign />);
  await userEvent.click(screen.getByRole('button', { name: 'Delete' }));

  const dialog = screen.getByRole('dialog', { name: 'Delete Campaign' });
  expect(dialog).toHaveTextContent('Are you sure you want to delete this campaign?');
  await userEvent.click(screen.getByRole('button', { name: 'Delete Campaign' }));

  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.getByText('answer: deleted')).toBeInTheDocument();
});

test.each([
  ['Cancel', async () => userEvent.click(screen.getByRole('button', { name: 'Cancel' }))],
  ['Escape', async () => userEvent.keyboard('{Escape}')],
])('%s answers false and changes nothing', async (_how, dismiss) => {
  render(<DeleteCampaign />);
  await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
  await dismiss();
  expect(screen.getByText('answer: kept')).toBeInTheDocument();
});
