/**
 * Makes `window.matchMedia` answer as a screen `width` px wide would (jsdom has none), so a test
 * can render a component at desktop width and at a 360 px phone width.
 */
export function setViewportWidth(width: number): void {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  window.matchMedia = (query: string): MediaQueryList => {
    const max = /max-width:\s*(\d+)px/.exec(query);
    const min = /min-width:\s*(\d+)px/.exec(query);
    const matches =
      (max ? width <= Number(max[1]) : true) && (min ? width >= Number(min[1]) : true);
    return {
      matches,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    };
  };
}

/** The two widths every screen is checked at. */
export const DESKTOP_WIDTH = 1280;
export const PHONE_WIDTH = 360;
