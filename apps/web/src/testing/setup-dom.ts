import { afterEach } from 'vitest';

// Only component tests run in a DOM (`// @vitest-environment jsdom`); pure tests stay in Node.
if (typeof window !== 'undefined') {
  await import('@testing-library/jest-dom/vitest');
  const { cleanup, configure } = await import('@testing-library/react');
  afterEach(cleanup);
  // findBy… and waitFor give up after 1 s by default: too little for a screen's first render
  // in jsdom while the server files load both cores. A wait ends as soon as it is met, so a
  // higher ceiling costs nothing when the machine is quiet.
  configure({ asyncUtilTimeout: 10_000 });

  // Mantine reads media queries and observes sizes; jsdom has neither.
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string): MediaQueryList => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  window.ResizeObserver = ResizeObserverStub;
  window.HTMLElement.prototype.scrollIntoView = () => undefined;
  // Textarea's autosize listens for web fonts loading.
  if (!('fonts' in document)) {
    Object.defineProperty(document, 'fonts', {
      value: {
        ready: Promise.resolve(),
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      },
    });
  }
}
