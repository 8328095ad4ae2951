import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pageQuerySchema } from './contract/common';
import { paymentFilterSchema } from './contract/payments';
import { currentLocation, renderPage } from './testing/render-page';
import { parseUrlFilters, useUrlFilters, withUrlFilters } from './url-filters';

const query = (text: string) => new URLSearchParams(text);

describe('parseUrlFilters', () => {
  test("gives the schema's output of each filter in the address", () => {
    expect(
      parseUrlFilters(paymentFilterSchema.shape, query('status=pending&transaction_id=%20bkx1%20')),
    ).toEqual({ status: 'pending', transaction_id: 'BKX1' });
    expect(parseUrlFilters(pageQuerySchema.shape, query('limit=20'))).toEqual({ limit: 20 });
  });

  test('an invalid filter falls back to its default and leaves the others', () => {
    expect(
      parseUrlFilters(paymentFilterSchema.shape, query('status=stolen&transaction_id=BKX1')),
    ).toEqual({ status: undefined, transaction_id: 'BKX1' });
    expect(parseUrlFilters(pageQuerySchema.shape, query('limit=lots'))).toEqual({ limit: 50 });
    expect(parseUrlFilters(pageQuerySchema.shape, query(''))).toEqual({ limit: 50 });
  });
});

describe('withUrlFilters', () => {
  test('changes the filters named, keeps the others and the parameters the schema lacks', () => {
    const next = withUrlFilters(
      paymentFilterSchema.shape,
      query('tab=payments&transaction_id=BKX1'),
      {
        status: 'confirmed',
      },
    );
    expect(next.toString()).toBe('tab=payments&status=confirmed&transaction_id=BKX1');
  });

  test('writes what the schema makes of a value, and leaves out what it refuses', () => {
    expect(
      withUrlFilters(paymentFilterSchema.shape, query(''), {
        status: 'stolen',
        transaction_id: '  BKX1 ',
      }).toString(),
    ).toBe('transaction_id=BKX1');
  });

  test('leaves out empty filters and defaults', () => {
    expect(
      withUrlFilters(paymentFilterSchema.shape, query('status=pending&transaction_id=BKX1'), {
        status: '',
        transaction_id: undefined,
      }).toString(),
    ).toBe('');
    expect(withUrlFilters(pageQuerySchema.shape, query('limit=20'), { limit: 50 }).toString()).toBe(
      '',
    );
  });
});

function PaymentStatusLinks() {
  const [filters, setFilters] = useUrlFilters(paymentFilterSchema);
  return (
    <>
      <p>Showing {filters.status ?? 'every status'}</p>
      <button type="button" onClick={() => setFilters({ status: 'rejected' })}>
        Rejected
      </button>
      <button type="button" onClick={() => setFilters({ status: undefined })}>
        Every status
      </button>
    </>
  );
}

test('useUrlFilters reads the address and writes changes back to it', async () => {
  renderPage(<PaymentStatusLinks />, { url: '/payments?status=nonsense&transaction_id=BKX1' });
  expect(screen.getByText('Showing every status')).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Rejected' }));
  expect(screen.getByText('Showing rejected')).toBeInTheDocument();
  expect(currentLocation()).toBe('/payments?status=rejected&transaction_id=BKX1');

  await userEvent.click(screen.getByRole('button', { name: 'Every status' }));
  expect(currentLocation()).toBe('/payments?transaction_id=BKX1');
});
