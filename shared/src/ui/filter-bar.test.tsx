import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from './button';
import { FilterBar } from './filter-bar';
import { TextField } from './text-field';

test('a search landmark named by its label, holding the fields and the buttons', () => {
  render(
    <FilterBar label="Find users" actions={<Button type="submit">Search</Button>}>
      <TextField label="Search users" />
    </FilterBar>,
  );

  const bar = screen.getByRole('search', { name: 'Find users' });
  expect(within(bar).getByRole('textbox', { name: 'Search users' })).toBeInTheDocument();
  expect(within(bar).getByRole('button', { name: 'Search' })).toBeInTheDocument();
});

test('Enter in a field submits the filters', async () => {
  const onSubmit = jest.fn();
  render(
    <FilterBar label="Find users" onSubmit={onSubmit}>
      <TextField label="Search users" />
    </FilterBar>,
  );

  await userEvent.type(screen.getByRole('textbox', { name: 'Search users' }), 'nusrat{Enter}');
  expect(onSubmit).toHaveBeenCalledTimes(1);
});
