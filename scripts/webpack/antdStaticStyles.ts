/**
 * antd's components run in zero-runtime mode in the app (`zeroRuntime` in src/app/appTheme.ts):
 * their styles come from antd's own static stylesheet (`antd/dist/antd.css`, theme values as CSS
 * variables) instead of being generated and inserted while a page renders. The build gives that
 * stylesheet a file of its own (this chunk name) and puts its link first in <head>, where
 * antd's runtime styles went (cssinjs prepends them): the app's own stylesheets come after it
 * and win where a selector of theirs is as specific as antd's, as they did.
 * Decision 0056.
 */
export const ANTD_STATIC_CHUNK = 'antd-static';

/**
 * mini-css-extract-plugin's `insert` for the stylesheets of lazily loaded chunks. Serialised
 * into the webpack runtime by `toString()`: self-contained, no names from outside except the
 * chunk name written literally (the runtime cannot see ANTD_STATIC_CHUNK).
 */
export function insertStylesheet(linkTag: HTMLLinkElement): void {
  const head = document.head;
  if (linkTag.href.indexOf('/antd-static.') !== -1) {
    head.insertBefore(linkTag, head.querySelector('link[rel="stylesheet"], style'));
  } else {
    head.appendChild(linkTag);
  }
}
