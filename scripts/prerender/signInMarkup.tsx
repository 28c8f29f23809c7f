import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { renderToString } from 'react-dom/server';

import { SignInRoot } from '../../src/app/SignInRoot';
import { makeStore } from '../../src/app/store';
import { type LoginLoaderData } from '../../src/features/auth';
import { signInHeadScript, signInScript } from './signInScript';

/** What the build knows of a visitor: nothing remembered, no notice of an ended session. */
const BUILD_LOGIN_DATA: LoginLoaderData = { rememberedAccount: '', endNotice: null };

export interface SignInPrerender {
  /** The page's markup, as React renders it in the browser: it goes into #root. */
  markup: string;
  /** antd's styles for that markup (and cssinjs's map of them), for <head>. */
  styles: string;
  /** The inline script at the end of <head>: session mark and address (signInScript.ts). */
  headScript: string;
  /** The inline script that follows the markup (signInScript.ts). */
  script: string;
}

/**
 * Renders /login with the browser's own sign-in tree (SignInRoot: the same providers and page),
 * so the browser can hydrate it. The store runs no saga and requests nothing in its initial state, which is also the browser's state on a signed-out visit. antd's
 * styles are collected in a cssinjs cache and extracted: the browser's first render then finds
 * every style of the page already in the document and computes none.
 */
export const renderSignIn = (): SignInPrerender => {
  const store = makeStore(undefined, { prerender: true });
  const cache = createCache();
  const markup = renderToString(
    <StyleProvider cache={cache}>
      <SignInRoot
        store={store}
        page={{ data: BUILD_LOGIN_DATA, redirect: null, onSignedIn: () => Promise.resolve() }}
      />
    </StyleProvider>,
  );
  return {
    markup,
    styles: extractStyle(cache),
    headScript: signInHeadScript(),
    script: signInScript(),
  };
};
