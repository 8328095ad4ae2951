import { chooseLanguage } from './i18n/i18n';
import { pictureProblem } from './picture-checks';

test('any image type up to 5 MB (5242880 bytes) may be uploaded', () => {
  expect(pictureProblem({ type: 'image/png', size: 5_242_880 })).toBeNull();
  expect(pictureProblem({ type: 'image/webp', size: 1 })).toBeNull();
});

test("a file that is not an image reads 'Please select a valid image file'", () => {
  expect(pictureProblem({ type: 'application/pdf', size: 10 })).toBe(
    'Please select a valid image file',
  );
  expect(pictureProblem({ type: '', size: 10 })).toBe('Please select a valid image file');
});

test("an image of one byte over 5 MB reads 'Image size should be less than 5MB'", () => {
  expect(pictureProblem({ type: 'image/jpeg', size: 5_242_881 })).toBe(
    'Image size should be less than 5MB',
  );
});

test('in Bangla the checks say so in Bangla, and in English again after the switch back', async () => {
  await chooseLanguage('bn');
  expect(pictureProblem({ type: 'text/plain', size: 10 })).toBe(
    'অনুগ্রহ করে একটি সঠিক ছবির ফাইল বেছে নিন',
  );
  expect(pictureProblem({ type: 'image/png', size: 5_242_881 })).toBe(
    'ছবির আকার ৫ মেগাবাইটের কম হতে হবে',
  );
  await chooseLanguage('en');
  expect(pictureProblem({ type: 'text/plain', size: 10 })).toBe('Please select a valid image file');
});
