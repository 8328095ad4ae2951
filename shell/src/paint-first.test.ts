const HEAD =
  '<meta name="portal-preload" content="/chunks/react.js /chunks/start.js">' +
  '<meta name="portal-preload" content="/remotes/mfe-brand/1.0.0/chunks/page.js">' +
  '<meta name="portal-preload-fetch" content="/remotes/mfe-brand/1.0.0/mf-manifest.json">' +
  '<meta name="portal-entry" content="/main.0123456789.js">';

/** The addresses the page asks for now: its preloads (with their kind) and its scripts. */
function requested() {
  return {
    preloads: [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map(
      (link) => `${link.as} ${link.getAttribute('href') ?? ''}${link.crossOrigin ? ' cors' : ''}`,
    ),
    scripts: [...document.querySelectorAll<HTMLScriptElement>('script')].map((script) =>
      script.getAttribute('src'),
    ),
  };
}

function runPaintFirst(): void {
  jest.isolateModules(() => {
    require('./paint-first');
  });
}

describe("the page's paint-first script", () => {
  let frames: FrameRequestCallback[];
  let visibility: DocumentVisibilityState;

  beforeEach(() => {
    jest.useFakeTimers();
    document.head.innerHTML = HEAD;
    document.body.innerHTML = '<div id="root"><main>Rendered by the server</main></div>';
    frames = [];
    visibility = 'visible';
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      frames.push(callback);
      return frames.length;
    });
    jest.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
  });

  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('asks for no script until the page has been painted', () => {
    runPaintFirst();
    expect(requested()).toEqual({ preloads: [], scripts: [] });

    // The frame's callback runs before its paint: still nothing.
    for (const frame of frames) frame(0);
    expect(requested()).toEqual({ preloads: [], scripts: [] });

    // After the paint: every listed file, and the entry, which runs the page.
    jest.runAllTimers();
    expect(requested()).toEqual({
      preloads: [
        'fetch /remotes/mfe-brand/1.0.0/mf-manifest.json cors',
        'script /chunks/react.js',
        'script /chunks/start.js',
        'script /remotes/mfe-brand/1.0.0/chunks/page.js',
      ],
      scripts: ['/main.0123456789.js'],
    });
  });

  it('adds the preloads eight per task, so no task holds the page long, then the entry', () => {
    const chunks = Array.from({ length: 20 }, (_, index) => `/chunks/${index}.js`);
    document.head.innerHTML = `<meta name="portal-preload" content="${chunks.join(' ')}">${HEAD}`;
    runPaintFirst();
    for (const frame of frames) frame(0);

    jest.advanceTimersToNextTimer();
    expect(requested()).toEqual({ preloads: expect.any(Array), scripts: [] });
    expect(requested().preloads).toHaveLength(8);
    jest.advanceTimersToNextTimer();
    expect(requested().preloads).toHaveLength(16);
    jest.runAllTimers();
    expect(requested()).toEqual({
      preloads: [
        'fetch /remotes/mfe-brand/1.0.0/mf-manifest.json cors',
        ...chunks.map((chunk) => `script ${chunk}`),
        'script /chunks/react.js',
        'script /chunks/start.js',
        'script /remotes/mfe-brand/1.0.0/chunks/page.js',
      ],
      scripts: ['/main.0123456789.js'],
    });
  });

  it('starts at once in a tab opened in the background, which paints nothing until shown', () => {
    visibility = 'hidden';
    runPaintFirst();
    expect(frames).toHaveLength(0);
    expect(requested().scripts).toEqual(['/main.0123456789.js']);
  });
});
