import { HAS_SESSION_CLASS } from '../../src/app/signInHydration';
import { LOGIN_FORM_NAME, MB_PRODUCT_TITLE } from '../../src/features/auth/loginCopy';
import { LOGIN_PATH } from '../../src/features/auth/loginRedirect';
import { CAPTCHA_PATH } from '../../src/services/auth/captchaUrl';
import { REGION_CODES, regionVariant } from '../../src/services/config/regionVariants';
import { parseRuntimeConfig } from '../../src/services/config/runtimeConfig';
import { STORAGE_KEYS } from '../../src/services/session/storageKeys';

/** The API prefix of each region, as runtimeConfig's getApiBaseUrl picks it. */
const apiPrefixes = Object.fromEntries(
  REGION_CODES.map((code) => [code, regionVariant(code).apiPrefix]),
);

/**
 * The inline script at the end of <head>, before the sign-in markup is parsed, so nothing of the
 * page can paint first (the body's script below could run only after the parser has laid out the
 * form, and a parser that yields in between would paint it under the old address):
 * - a stored session means the visit goes to the shell: mark <html> so the card stays hidden;
 * - otherwise the visit ends on the sign-in page whatever its address (the route guard sends
 *   every path there without a session): the address becomes loginUrlFor's at once, so the app
 *   hydrates the page the user may already be typing into instead of replacing it.
 * Plain ES5, with the app's storage key and paths passed in as data so it cannot drift from them.
 */
export const signInHeadScript = (): string => {
  const data = {
    sessionKey: STORAGE_KEYS.login,
    sessionClass: HAS_SESSION_CLASS,
    loginPath: LOGIN_PATH,
  };
  return `(function(d){var s=null;try{s=localStorage.getItem(d.sessionKey);}catch(e){}
if(s){document.documentElement.className+=' '+d.sessionClass;return;}
var l=location,path=l.pathname+l.search;
if(l.pathname!==d.loginPath&&l.pathname.indexOf(d.loginPath+'/')!==0)history.replaceState(history.state,'',d.loginPath+'?redirect='+encodeURIComponent(path).replace(/%2F/gi,'/'));
})(${JSON.stringify(data)});`;
};

/**
 * The inline script right after the sign-in markup in index.html. It runs while the HTML is
 * still parsing, before the first paint and long before the app's JavaScript; the head script
 * has already marked a visit with a session, which this one then leaves alone. Otherwise:
 * - it requests the captcha now (its guid is handed to the app, which adopts the picture), fills
 *   in the remembered account and puts the cursor where the user starts, so typing can begin
 *   at the first paint; a submit (Enter) before the app is there would post the page to itself
 *   and lose the text, so it is held and handed over, and the app submits once it has hydrated;
 * - ismbShow puts the county platform's name in (that visit is rendered afresh, not hydrated).
 * The app's own rules are passed in as data (storage keys, API prefixes, the default region), so
 * the script cannot drift from them. Plain ES5: it runs before anything else.
 */
export const signInScript = (): string => {
  const defaults = parseRuntimeConfig(undefined);
  const data = {
    accountKey: STORAGE_KEYS.account,
    sessionClass: HAS_SESSION_CLASS,
    prefixes: apiPrefixes,
    defaultRegion: defaults.regionCode,
    captchaPath: CAPTCHA_PATH,
    mbTitle: MB_PRODUCT_TITLE,
    formId: LOGIN_FORM_NAME,
  };
  return `(function(d){var w=window,doc=document,c=w.__GW_CONFIG__||{},a='';
if((' '+doc.documentElement.className+' ').indexOf(' '+d.sessionClass+' ')!==-1)return;
try{a=localStorage.getItem(d.accountKey)||'';}catch(e){}
if(c.ismbShow){var t=doc.querySelectorAll('[data-product-title]');for(var i=0;i<t.length;i++)t[i].textContent=d.mbTitle;}
var b=new Uint8Array(16),g='';w.crypto.getRandomValues(b);for(var j=0;j<16;j++)g+=(b[j]<16?'0':'')+b[j].toString(16);
var o=(typeof c.apiOrigin==='string'&&c.apiOrigin?c.apiOrigin:location.origin).replace(/\\/+$/,'')||location.origin;
var p=d.prefixes[Object.prototype.hasOwnProperty.call(d.prefixes,c.regionCode)?c.regionCode:d.defaultRegion];
var h=(w.__GW_SIGNIN__={}),img=doc.querySelector('.gw-login-captcha img');
if(img){img.setAttribute('src',o+p+d.captchaPath+'?guid='+g);h.captchaGuid=g;}
var form=doc.getElementById(d.formId);
if(form)form.addEventListener('submit',function(e){e.preventDefault();h.submitRequested=true;});
var u=doc.getElementById(d.formId+'_account'),pw=doc.getElementById(d.formId+'_password'),r=doc.getElementById(d.formId+'_remember');
if(u&&a){u.value=a;if(r)r.checked=true;}
var f=a?pw:u;if(f)f.focus();
})(${JSON.stringify(data)});`;
};
