/** The class attribute of an element from CSS Module class names, skipping the ones turned off. */
export function classNames(...names: Array<string | false | null | undefined>): string {
  return names.filter(Boolean).join(' ');
}
