import { act, renderHook, waitFor } from '@testing-library/react';
import { chooseLanguage } from '@portal/shared/i18n/i18n';
import { defineTexts } from './define-texts';

const english = {
  applicants_one: '{{count}} applicant',
  applicants_other: '{{count}} applicants',
  greeting: 'Hello, {{name}}',
};
const bangla = {
  applicants_one: '{{count}} জন আবেদনকারী',
  applicants_other: '{{count}} জন আবেদনকারী (মোট)',
  greeting: 'স্বাগতম, {{name}}',
};
const load = jest.fn(async () => ({ default: bangla }));
const useTestTexts = defineTexts('test', english, load);

afterEach(() => chooseLanguage('en'));

test('English is there at once, without loading anything', () => {
  const { result } = renderHook(() => useTestTexts());

  expect(result.current.language).toBe('en');
  expect(result.current.t('greeting', { name: 'Rina' })).toBe('Hello, Rina');
  expect(result.current.t('applicants', { count: 1 })).toBe('1 applicant');
  expect(result.current.t('applicants', { count: 3 })).toBe('3 applicants');
  expect(result.current.t('applicants', { count: 1250 })).toBe('1,250 applicants');
  expect(load).not.toHaveBeenCalled();
});

test('another language loads when chosen, and the plural rules are its own', async () => {
  const { result } = renderHook(() => useTestTexts());

  await act(() => chooseLanguage('bn'));

  await waitFor(() => expect(result.current.language).toBe('bn'));
  expect(load).toHaveBeenCalledWith('bn');
  expect(result.current.t('greeting', { name: 'Rina' })).toBe('স্বাগতম, Rina');
  // Bangla's "one" covers 0 and 1 (CLDR), unlike English.
  expect(result.current.t('applicants', { count: 0 })).toBe('০ জন আবেদনকারী');
  expect(result.current.t('applicants', { count: 2 })).toBe('২ জন আবেদনকারী (মোট)');
  // A number in a message is written as the language writes numbers, grouped the Bangladeshi way.
  expect(result.current.t('applicants', { count: 1234567 })).toBe('১২,৩৪,৫৬৭ জন আবেদনকারী (মোট)');
});
