import { randomUUID } from 'node:crypto';

import { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import forge from 'node-forge';

import { type SessionReply } from '../../../server/auth/sessionReply';
import { type ClientRuntimeConfig } from '../../../server/client/clientConfig';
import { type Envelope } from '../../../src/services/contract/envelope';
import { DEMO_PASSWORDS, type DemoAccount } from '../../utils/demoAccounts';

export { DEMO_PASSWORDS, type DemoAccount };

export const newGuid = (): string => randomUUID();

/** window.__GW_CONFIG__ as the browser would see it. */
export const readClientConfig = async (app: FastifyInstance): Promise<ClientRuntimeConfig> => {
  const script = (await app.inject({ url: '/config.js' })).body;
  const json = /^window\.__GW_CONFIG__ = (.*);\n$/s.exec(script)?.[1];
  if (!json) throw new Error(`unexpected config.js: ${script}`);
  return JSON.parse(json) as ClientRuntimeConfig;
};

/** What jsencrypt does in the browser: RSA PKCS#1 v1.5 of the UTF-8 text, base64. */
export const encryptLikeJsencrypt = (publicKeyPem: string, text: string): string => {
  const key = forge.pki.publicKeyFromPem(publicKeyPem);
  return forge.util.encode64(key.encrypt(forge.util.encodeUtf8(text), 'RSAES-PKCS1-V1_5'));
};

export const requestCaptcha = (app: FastifyInstance, guid: string) =>
  app.inject({ url: `/api/tokens/captchacode?guid=${guid}` });

export interface SignInOptions {
  /** The typed captcha characters; 'TEST' matches startTestServer's fixed code. */
  code?: string;
  /** false sends the credential as plain text (regions without encryption). */
  encrypt?: boolean;
  prefix?: '' | '/GWEHR';
  /** Skip fetching a captcha (to test a missing one). */
  skipCaptcha?: boolean;
}

/** Fetches a captcha, then signs in as the client does; returns the whole reply (headers too). */
export const signInReply = async (
  app: FastifyInstance,
  identifier: string,
  password: string,
  { code = 'TEST', encrypt = true, prefix = '', skipCaptcha = false }: SignInOptions = {},
): Promise<LightMyRequestResponse> => {
  const guid = newGuid();
  if (!skipCaptcha) await requestCaptcha(app, guid);
  const credential = encrypt
    ? encryptLikeJsencrypt((await readClientConfig(app)).rsaPublicKey, password)
    : password;
  return app.inject({
    method: 'POST',
    url: `${prefix}/api/tokens/JWTToken3.0`,
    payload: { identifier, credential, verifyCode: `${guid}${code}`, source: 'WEB' },
  });
};

/** Fetches a captcha, then signs in as the client does; returns the envelope and HTTP status. */
export const attemptSignIn = async (
  app: FastifyInstance,
  identifier: string,
  password: string,
  options: SignInOptions = {},
): Promise<{ status: number; body: Envelope<SessionReply> }> => {
  const reply = await signInReply(app, identifier, password, options);
  return { status: reply.statusCode, body: reply.json<Envelope<SessionReply>>() };
};

/** Signs a demo user in and returns the session; fails the test otherwise. */
export const signInAs = async (
  app: FastifyInstance,
  account: DemoAccount,
  password: string = DEMO_PASSWORDS[account],
): Promise<SessionReply> => {
  const { body } = await attemptSignIn(app, account, password);
  if (!body.Success || !body.Response)
    throw new Error(`sign-in of ${account} failed: ${body.Message}`);
  return body.Response;
};

/** The reply refuses the request: this HTTP status, and the envelope saying so in Chinese. */
export const expectRefusal = (reply: LightMyRequestResponse, status: number, message: string) => {
  expect(reply.statusCode).toBe(status);
  expect(reply.json()).toEqual({
    StatusCode: status,
    Message: message,
    Success: false,
    Response: null,
  });
};

export const authorized = (session: Pick<SessionReply, 'token' | 'token_type'>) => ({
  authorization: `${session.token_type} ${session.token}`,
});

/** The deployment settings the client gets from a server started without any environment. */
export const DEFAULT_CLIENT_SETTINGS = {
  regionCode: 'tc',
  siteCode: 'tc',
  isAIShow: false,
  ismbShow: false,
  keyboardLock: false,
  keptPagesLimit: 8,
};
