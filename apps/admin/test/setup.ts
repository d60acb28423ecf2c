import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { queryClient } from '../src/frame/session.ts';
import { failIfPruningStopped, keepOnlyVisibilityStyles } from './visibility-styles-only.ts';

configure({ asyncUtilTimeout: 4_000 });
keepOnlyVisibilityStyles();

// jsdom lacks these; antd's responsive grid and layout call them.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

// jsdom has no pseudo-element styles; rc-component's scrollbar measuring asks for ::-webkit-scrollbar.
const computedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => computedStyle(element);

// jsdom has no ResizeObserver; antd's pagination size changer and overflow measuring observe elements.
if (!('ResizeObserver' in globalThis)) {
  globalThis.ResizeObserver = class {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  };
}

afterEach(() => {
  failIfPruningStopped();
  cleanup();
  queryClient.clear();
  localStorage.clear();
  sessionStorage.clear();
});
