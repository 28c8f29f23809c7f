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
 * The sign-in page's first captcha: the one the page's script requested, else a new one. The
 * build's render (no window) has none: its picture gets its address from the page's script.
 * It only reads the handoff: React may render the page more than once before it commits (a
 * hydration in a transition can restart), and each render must find the same guid; the page
 * releases it once mounted (`releaseHandedOffCaptcha`).
 */
export const initialCaptchaGuid = (newGuid: () => string): string => {
  if (typeof window === 'undefined') return '';
  return window.__GW_SIGNIN__?.captchaGuid ?? newGuid();
};

/** After the page mounted: a later sign-in page of the same document draws its own captcha. */
export const releaseHandedOffCaptcha = (): void => {
  if (typeof window !== 'undefined' && window.__GW_SIGNIN__) {
    delete window.__GW_SIGNIN__.captchaGuid;
  }
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
