import { spawnSync } from 'node:child_process';
import path from 'node:path';

import HtmlWebpackPlugin from 'html-webpack-plugin';

import {
  PRERENDERED_ATTRIBUTE,
  PRERENDERED_SIGN_IN,
  SIGN_IN_END_ID,
} from '../../src/app/signInPrerenderMarkers';

import type { SignInPrerender } from '../prerender/signInMarkup';
import type webpack from 'webpack';

const ROOT = '<div id="root"></div>';
const HEAD_END = '</head>';
const RENDER_SCRIPT = path.resolve(__dirname, '../prerender/renderSignIn.ts');

/**
 * Renders the app's sign-in page into index.html at build time (scripts/prerender/
 * renderSignIn.tsx), with antd's styles for it and the script that settles the address in <head>,
 * and the page's inline script after the markup,
 * so the real form paints, and takes input, before any JavaScript file has loaded; the browser
 * hydrates it (src/app/main.tsx). The render runs in a child process under tsx, which resolves
 * the app's `@/` imports and runs React and antd in production mode, as the bundle does.
 */
const renderInChildProcess = (): SignInPrerender => {
  const result = spawnSync(process.execPath, [require.resolve('tsx/cli'), RENDER_SCRIPT], {
    cwd: path.resolve(__dirname, '../..'),
    env: { ...process.env, NODE_ENV: 'production' },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.status !== 0) {
    throw new Error(`SignInPrerenderPlugin: rendering the sign-in page failed\n${result.stderr}`);
  }
  return JSON.parse(result.stdout) as SignInPrerender;
};

export class SignInPrerenderPlugin {
  apply(compiler: webpack.Compiler): void {
    compiler.hooks.compilation.tap('SignInPrerenderPlugin', (compilation) => {
      HtmlWebpackPlugin.getCompilationHooks(compilation).beforeEmit.tap(
        'SignInPrerenderPlugin',
        (data) => {
          if (!data.html.includes(ROOT) || !data.html.includes(HEAD_END)) {
            compilation.errors.push(
              new Error(`SignInPrerenderPlugin: ${ROOT} or ${HEAD_END} not found in index.html`),
            );
            return data;
          }
          const { markup, styles, headScript, script } = renderInChildProcess();
          data.html = data.html
            .replace(
              HEAD_END,
              `${styles}<link rel="expect" href="#${SIGN_IN_END_ID}" blocking="render" /><script>${headScript}</script>${HEAD_END}`,
            )
            .replace(
              ROOT,
              `<div id="root" ${PRERENDERED_ATTRIBUTE}="${PRERENDERED_SIGN_IN}">${markup}</div><script id="${SIGN_IN_END_ID}">${script}</script>`,
            );
          return data;
        },
      );
    });
  }
}
