import { act, renderHook } from '@testing-library/react';
import { SUCCESS_MESSAGE_MS, useFlashMessage } from './flash-message';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test('a success message clears after 3000 ms', () => {
  const { result } = renderHook(() => useFlashMessage());
  act(() => result.current.showSuccess('Application submitted successfully!'));
  expect(result.current.message).toBe('Application submitted successfully!');

  act(() => jest.advanceTimersByTime(SUCCESS_MESSAGE_MS - 1));
  expect(result.current.message).toBe('Application submitted successfully!');
  act(() => jest.advanceTimersByTime(1));
  expect(result.current.message).toBe('');
});

test('a failure stays until the next message', () => {
  const { result } = renderHook(() => useFlashMessage());
  act(() => result.current.showFailure('Failed to create campaign'));
  act(() => jest.advanceTimersByTime(60_000));
  expect(result.current.message).toBe('Failed to create campaign');
  act(() => result.current.clear());
  expect(result.current.message).toBe('');
});
