import '@testing-library/jest-dom';

import { TextDecoder, TextEncoder } from 'node:util';
import vm from 'node:vm';

import { configure } from '@testing-library/react';

// CI runs several jsdom suites at once on two cores; a first antd render there can take more than
// Testing Library's default 1 s for findBy*/waitFor. A longer wait changes no outcome, only
// how long a real failure takes to be reported.
configure({ asyncUtilTimeout: 5_000 });

// jsdom's window lacks the encoders react-router reads when it loads.
if (typeof globalThis.TextEncoder === 'undefined') {
  Object.assign(globalThis, { TextEncoder, TextDecoder });
}

// ...and the Fetch API a data router builds its navigation requests with: borrow Node's own
// (the test runs in a vm context; `runInThisContext` reaches the outer Node realm). Node's
// Request accepts only Node's AbortSignal, so the abort classes come along.
if (typeof globalThis.Request === 'undefined') {
  const node = vm.runInThisContext('globalThis') as Record<string, unknown>;
  for (const name of [
    'fetch',
    'Request',
    'Response',
    'Headers',
    'FormData',
    'AbortController',
    'AbortSignal',
  ]) {
    Object.defineProperty(globalThis, name, {
      value: node[name],
      writable: true,
      configurable: true,
    });
  }
}

// jsdom lacks these browser APIs that antd reads on mount.
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
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
}
if (!('ResizeObserver' in window)) {
  class ResizeObserverStub {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  }
  (window as unknown as Record<string, unknown>).ResizeObserver = ResizeObserverStub;
}

// jsdom does not implement pseudo-element styles; antd's table asks for them to measure the
// scrollbar. Answer with the element's own style instead of logging "Not implemented".
const ownComputedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => ownComputedStyle(element);

// jsdom has no PointerEvent, so Testing Library's pointer events would lose their coordinates;
// a MouseEvent subclass carries clientX/clientY like the browser's.
if (typeof globalThis.PointerEvent === 'undefined') {
  class PointerEventShim extends MouseEvent {
    readonly pointerId: number;
    readonly pointerType: string;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerId = init.pointerId ?? 1;
      this.pointerType = init.pointerType ?? 'mouse';
    }
  }
  Object.defineProperty(globalThis, 'PointerEvent', {
    value: PointerEventShim,
    writable: true,
    configurable: true,
  });
}
