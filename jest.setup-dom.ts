import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { TextDecoder, TextEncoder } from 'node:util';

// react-router 7 needs these under jsdom.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// findBy*/waitFor wait up to 5 s instead of 1 s: on a busy 2-core machine (the API suites run in
// parallel workers) a page's first render after a fake answer can take longer than a second.
configure({ asyncUtilTimeout: 5000 });
// A test may take 15 s, not 5: a form test types a few hundred characters through user-event, each
// a render, and on that busy machine one such test took 4.8 s alone and 5.2 s in a full run.
jest.setTimeout(15_000);

// jsdom has no layout, hence no scrollIntoView: a no-op, which a test replaces to see the scroll.
// (A test file may run in the node environment instead, without Element.)
if (typeof Element !== 'undefined') {
  Element.prototype.scrollIntoView ??= function scrollIntoView() {};
}
