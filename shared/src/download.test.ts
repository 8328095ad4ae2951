import { filenameFromDisposition, getFile } from './data/request';
import { saveFile } from './download';
import { serveApi } from './testing/fake-api';

test('reads the file name of a Content-Disposition header', () => {
  expect(filenameFromDisposition('attachment; filename="payments-2026-06-03.csv"')).toBe(
    'payments-2026-06-03.csv',
  );
  expect(filenameFromDisposition('attachment; filename=withdrawals.csv')).toBe('withdrawals.csv');
  expect(filenameFromDisposition('attachment')).toBeUndefined();
  expect(filenameFromDisposition(undefined)).toBeUndefined();
});

test('getFile asks through the API client, with the filters as parameters', async () => {
  const requests = serveApi({
    'GET /admin/payments/export.csv': {
      status: 200,
      data: new Blob(['id\r\n']),
      headers: { 'content-disposition': 'attachment; filename="payments-2026-06-03.csv"' },
    },
  });

  const file = await getFile(
    '/admin/payments/export.csv',
    { status: 'pending', transaction_id: '' },
    'payments.csv',
  );

  expect(file.filename).toBe('payments-2026-06-03.csv');
  expect(file.blob).toBeInstanceOf(Blob);
  expect(requests[0]?.params).toEqual({ status: 'pending' });
});

test('saveFile clicks a download link to an object URL, then lets the URL go', () => {
  jest.useFakeTimers();
  const blob = new Blob(['id\r\n']);
  URL.createObjectURL = jest.fn(() => 'blob:portal.test/1');
  URL.revokeObjectURL = jest.fn();
  const clicked: { href: string; download: string; inPage: boolean }[] = [];
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    clicked.push({ href: this.href, download: this.download, inPage: this.isConnected });
  });

  saveFile({ blob, filename: 'payments.csv' });

  expect(URL.createObjectURL).toHaveBeenCalledWith(blob);
  expect(clicked).toEqual([{ href: 'blob:portal.test/1', download: 'payments.csv', inPage: true }]);
  expect(document.querySelector('a[download]')).toBeNull();
  expect(URL.revokeObjectURL).not.toHaveBeenCalled();
  jest.runAllTimers();
  expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:portal.test/1');
  click.mockRestore();
  jest.useRealTimers();
});
