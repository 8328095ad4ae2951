import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentLocation, renderPage } from '../testing/render-page';
import { Tabs, useTabInUrl } from './tabs';

const FRUIT_TABS = [
  { id: 'apples', label: 'Apples' },
  { id: 'mangoes', label: 'Mangoes' },
  { id: 'lychees', label: 'Lychees' },
] as const;

function FruitTabs() {
  const [selected, select] = useTabInUrl(FRUIT_TABS, 'fruit');
  return (
    <Tabs label="Fruit" tabs={FRUIT_TABS} selected={selected} onSelect={select}>
      <p>About {selected}</p>
    </Tabs>
  );
}

const tab = (name: string) => screen.getByRole('tab', { name });

test('a tab list whose selected tab controls the one panel, labelled by that tab', () => {
  renderPage(<FruitTabs />, { url: '/fruit?fruit=mangoes' });

  expect(screen.getByRole('tablist', { name: 'Fruit' })).toBeInTheDocument();
  expect(screen.getAllByRole('tab', { selected: true })).toEqual([tab('Mangoes')]);
  const panel = screen.getByRole('tabpanel', { name: 'Mangoes' });
  expect(panel).toHaveTextContent('About mangoes');
  expect(tab('Mangoes')).toHaveAttribute('aria-controls', panel.id);
});

test('only the selected tab is in the Tab order', async () => {
  renderPage(
    <>
      <FruitTabs />
      <button type="button">After the tabs</button>
    </>,
    { url: '/fruit?fruit=lychees' },
  );

  await userEvent.tab();
  expect(tab('Lychees')).toHaveFocus();
  await userEvent.tab();
  expect(screen.getByRole('button', { name: 'After the tabs' })).toHaveFocus();
});

test('Right and Left move round the tabs, Home and End to the first and last', async () => {
  renderPage(<FruitTabs />, { url: '/fruit' });
  tab('Apples').focus();

  await userEvent.keyboard('{ArrowRight}');
  expect(tab('Mangoes')).toHaveFocus();
  expect(tab('Mangoes')).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByRole('tabpanel', { name: 'Mangoes' })).toBeInTheDocument();

  await userEvent.keyboard('{ArrowRight}{ArrowRight}');
  expect(tab('Apples')).toHaveFocus();
  await userEvent.keyboard('{ArrowLeft}');
  expect(tab('Lychees')).toHaveFocus();
  await userEvent.keyboard('{Home}');
  expect(tab('Apples')).toHaveFocus();
  await userEvent.keyboard('{End}');
  expect(tab('Lychees')).toHaveFocus();
  expect(tab('Lychees')).toHaveAttribute('aria-selected', 'true');
  expect(screen.getAllByRole('tab').filter((element) => element.tabIndex === 0)).toEqual([
    tab('Lychees'),
  ]);
});

test('other keys leave the selection alone', async () => {
  renderPage(<FruitTabs />, { url: '/fruit' });
  tab('Apples').focus();

  await userEvent.keyboard('{ArrowDown}a');
  expect(tab('Apples')).toHaveAttribute('aria-selected', 'true');
  expect(currentLocation()).toBe('/fruit');
});

test('the selection is kept in the address; the first tab and unknown values mean the first', async () => {
  renderPage(<FruitTabs />, { url: '/fruit?fruit=pears' });
  expect(tab('Apples')).toHaveAttribute('aria-selected', 'true');

  await userEvent.click(tab('Lychees'));
  expect(currentLocation()).toBe('/fruit?fruit=lychees');
  await userEvent.click(tab('Apples'));
  expect(currentLocation()).toBe('/fruit');
});
