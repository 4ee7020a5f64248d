/**
 * What the app relies on that jsdom lacks: modal <dialog> (the app's Dialog calls showModal)
 * and matchMedia (react-hot-toast asks for reduced motion). Tests needing other answers stub them.
 */
import { ReadableStream as NodeReadableStream } from 'node:stream/web';

// Under the vmThreads pool (vitest.config.ts) a file's globals are jsdom's and a few of Node's:
// the live events' stream needs Node's ReadableStream, as its Response is Node's.
globalThis.ReadableStream ??= NodeReadableStream as typeof ReadableStream;

// Files that choose the node environment have no DOM at all.
if (typeof HTMLDialogElement !== 'undefined') {
  const dialog = HTMLDialogElement.prototype;
  dialog.showModal ??= function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  dialog.close ??= function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
}

if (typeof window !== 'undefined' && typeof window.matchMedia !== 'function') {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) satisfies MediaQueryList;
}
