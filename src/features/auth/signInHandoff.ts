/**
 * What the sign-in page's inline script (scripts/prerender/signInScript.ts) leaves the app: the
 * captcha it asked for while the HTML was still parsing, so the picture is on its way long before
 * the app's JavaScript has loaded.
 */
export interface SignInHandoff {
  captchaGuid?: string;
  /** The user submitted the form (Enter) before the app had hydrated it. */
  submitRequested?: boolean;
}

declare global {
  interface Window {
    __GW_SIGNIN__?: SignInHandoff;
  }
}

/**
 * The guid of the captcha the page already requested, once: a later sign-in page of the same
 * document (after a failed session restore) draws its own. Undefined when there is none.
 */
export const takeHandedOffCaptchaGuid = (): string | undefined => {
  if (typeof window === 'undefined') return undefined;
  const guid = window.__GW_SIGNIN__?.captchaGuid;
  if (window.__GW_SIGNIN__) delete window.__GW_SIGNIN__.captchaGuid;
  return guid;
};

/**
 * The sign-in page's first captcha: the one the page's script requested, else a new one. The
 * build's render (no window) has none: its picture gets its address from the page's script.
 */
export const initialCaptchaGuid = (newGuid: () => string): string => {
  if (typeof window === 'undefined') return '';
  return takeHandedOffCaptchaGuid() ?? newGuid();
};

/** Whether the page's script requested a captcha that the sign-in page can take over. */
export const hasHandedOffCaptcha = (): boolean =>
  typeof window !== 'undefined' && Boolean(window.__GW_SIGNIN__?.captchaGuid);

/** Whether the user submitted the built form before hydration, once. */
export const takeSubmitRequested = (): boolean => {
  if (typeof window === 'undefined' || !window.__GW_SIGNIN__) return false;
  const requested = window.__GW_SIGNIN__.submitRequested === true;
  delete window.__GW_SIGNIN__.submitRequested;
  return requested;
};
