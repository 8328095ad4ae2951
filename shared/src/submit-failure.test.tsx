import { act, renderHook } from '@testing-library/react';
import { AxiosError, AxiosHeaders } from 'axios';
import { failureSentence, useSubmitFailure, type FailureWording } from './submit-failure';

function answered(status: number, data: unknown) {
  const config = { headers: new AxiosHeaders() };
  const response = { status, statusText: '', data, headers: {}, config };
  return new AxiosError('failed', 'ERR_BAD_REQUEST', config, {}, response);
}

const refused = answered(400, {
  error: 'Check the highlighted fields.',
  fields: { budget: ['The amount must be greater than 0.'] },
});
const unexplained = answered(502, '<html>Bad Gateway</html>');
const wording: FailureWording = {
  fallback: 'Error updating payment',
  because: (reason) => `Error updating payment: ${reason}`,
};

test("a refusal reads the server's sentence, in the form's words when it has some", () => {
  expect(failureSentence(refused, { fallback: 'Could not save.' })).toBe(
    'Check the highlighted fields.',
  );
  expect(failureSentence(refused, wording)).toBe(
    'Error updating payment: Check the highlighted fields.',
  );
});

test("without the server's sentence (a gateway, the network) the form's fallback is said", () => {
  expect(failureSentence(unexplained, wording)).toBe('Error updating payment');
  expect(failureSentence(new Error('Network Error'), wording)).toBe('Error updating payment');
  expect(failureSentence(answered(409, { error: '' }), wording)).toBe('Error updating payment');
});

test('a failed submit puts the fields beside the fields and the sentence in the message line until cleared', () => {
  const showErrors = jest.fn();
  const { result } = renderHook(() => useSubmitFailure(wording));
  expect(result.current.failure).toBe('');

  act(() => result.current.fail(refused, showErrors));
  expect(showErrors).toHaveBeenCalledWith({ budget: ['The amount must be greater than 0.'] });
  expect(result.current.failure).toBe('Error updating payment: Check the highlighted fields.');
  expect(result.current.error).toBe(refused);

  act(() => result.current.clear());
  expect(result.current.failure).toBe('');
});

test("the sentence follows the render's wording, so a language switch re-words a refusal shown", () => {
  const { result, rerender } = renderHook(({ words }) => useSubmitFailure(words), {
    initialProps: { words: wording },
  });
  act(() => result.current.fail(unexplained));
  rerender({ words: { fallback: 'পেমেন্ট হালনাগাদ করা যায়নি' } });
  expect(result.current.failure).toBe('পেমেন্ট হালনাগাদ করা যায়নি');
});

test('with onConflict, a 409 goes there instead of the message line', () => {
  const onConflict = jest.fn();
  const conflict = answered(409, { error: 'The collaboration changed meanwhile.' });
  const { result } = renderHook(() => useSubmitFailure(wording, { onConflict }));

  act(() => result.current.fail(conflict));
  expect(onConflict).toHaveBeenCalledWith(conflict);
  expect(result.current.failure).toBe('');

  act(() => result.current.fail(refused));
  expect(result.current.failure).toBe('Error updating payment: Check the highlighted fields.');
});
