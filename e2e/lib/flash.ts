import type { Page } from 'playwright-core';

let watches = 0;

/**
 * Starts watching `page` for `text` and answers a wait that resolves once the text has been drawn
 * since this call, even when it is gone again by then. Success messages clear themselves after
 * 3 s (docs/screens.md); polling for them on a busy machine can fall between two looks, so a
 * MutationObserver in the page notes the text the moment it is drawn. Call it before the action
 * that shows the message; the page must not load another document in between.
 */
export async function watchForText(page: Page, text: string): Promise<() => Promise<void>> {
  watches += 1;
  const key = `portalE2eSeen${watches}`;
  await page.evaluate(
    ({ key, text }) => {
      const seen = window as unknown as Record<string, boolean>;
      seen[key] = false;
      const observer = new MutationObserver(() => {
        if (!(document.body.textContent ?? '').includes(text)) return;
        seen[key] = true;
        observer.disconnect();
      });
      observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    },
    { key, text },
  );
  return async () => {
    await page.waitForFunction((key) => (window as unknown as Record<string, boolean>)[key], key, {
      timeout: 30_000,
    });
  };
}
