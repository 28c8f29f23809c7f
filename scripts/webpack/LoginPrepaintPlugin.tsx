import HtmlWebpackPlugin from 'html-webpack-plugin';
import { renderToStaticMarkup } from 'react-dom/server';

import { MB_PRODUCT_TITLE } from '../../src/features/auth/loginCopy';
import { LoginPrepaint } from '../../src/features/auth/LoginPrepaint';
import { STORAGE_KEYS } from '../../src/services/session/storageKeys';

import type webpack from 'webpack';

const ROOT = '<div id="root"></div>';

/**
 * Before any JavaScript has run, a signed-out visitor already sees the sign-in card: the build
 * renders LoginPrepaint into #root (the performance budget's "form paints from the HTML and
 * CSS"). A small inline script then hides it when a session is stored (the visit is not a
 * sign-in) and puts the county platform's name in when the deployment says ismbShow.
 */
const decideScript = `(function(){try{var d=document.documentElement;if(localStorage.getItem(${JSON.stringify(
  STORAGE_KEYS.login,
)}))d.className+=' gw-has-session';var c=window.__GW_CONFIG__;if(c&&c.ismbShow){var t=document.querySelectorAll('[data-product-title]');for(var i=0;i<t.length;i++)t[i].textContent=${JSON.stringify(
  MB_PRODUCT_TITLE,
)};}}catch(e){}})();`;

export class LoginPrepaintPlugin {
  apply(compiler: webpack.Compiler): void {
    compiler.hooks.compilation.tap('LoginPrepaintPlugin', (compilation) => {
      HtmlWebpackPlugin.getCompilationHooks(compilation).beforeEmit.tap(
        'LoginPrepaintPlugin',
        (data) => {
          if (!data.html.includes(ROOT)) {
            compilation.errors.push(
              new Error(`LoginPrepaintPlugin: ${ROOT} not found in index.html`),
            );
            return data;
          }
          const markup = renderToStaticMarkup(<LoginPrepaint />);
          data.html = data.html.replace(
            ROOT,
            `<div id="root">${markup}</div><script>${decideScript}</script>`,
          );
          return data;
        },
      );
    });
  }
}
