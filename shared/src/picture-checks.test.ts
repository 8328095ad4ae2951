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
