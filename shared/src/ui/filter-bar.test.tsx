import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FilterBar } from './filter-bar';
import { TextField } from './text-field';

test('a search landmark named by its label, holding the fields and the buttons', () => {
  render(
    <FilterBar label="Find users" submit="Search">
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

test('Clear follows the submit button while there is something to clear', async () => {
  const onClear = jest.fn();
  const { rerender } = render(
    <FilterBar label="Find users" submit="Search">
      <TextField label="Search users" />
    </FilterBar>,
  );
  expect(screen.queryByRole('button', { name: 'Clear' })).not.toBeInTheDocument();

  rerender(
    <FilterBar label="Find users" submit="Search" clear={{ label: 'Clear', onClear }}>
      <TextField label="Search users" />
    </FilterBar>,
  );
  const buttons = within(screen.getByRole('search')).getAllByRole('button');
  expect(buttons.map((button) => button.textContent)).toEqual(['Search', 'Clear']);
  await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
  expect(onClear).toHaveBeenCalledTimes(1);
});
