import { randomUUID } from 'node:crypto';

import { type SessionReply } from '../../server/auth/sessionReply';
import { type Envelope } from '../../src/services/contract/envelope';
import { encryptLikeJsencrypt } from '../../test/integration/server/helpers';
import { DEMO_PASSWORDS, type DemoAccount } from '../../test/utils/demoAccounts';
import { send } from './httpLoad';
import { CAPTCHA_CODE } from './serverProcess';

/** A signed-in demo user: the headers of its requests and its hospital. */
export interface BenchUser {
  account: DemoAccount;
  headers: Record<string, string>;
  hospitalId: string;
}

/** Signs a demo account in over HTTP as the client does: captcha, RSA-encrypted password. */
export const signIn = async (base: string, account: DemoAccount): Promise<BenchUser> => {
  const script = (await send(base, { path: '/config.js' })).body.toString();
  const config = /^window\.__GW_CONFIG__ = (.*);\n$/s.exec(script)?.[1];
  if (!config) throw new Error(`unexpected config.js: ${script.slice(0, 200)}`);
  const { rsaPublicKey } = JSON.parse(config) as { rsaPublicKey: string };
  const guid = randomUUID();
  await send(base, { path: `/api/tokens/captchacode?guid=${guid}` });
  const answer = await send(base, {
    method: 'POST',
    path: '/api/tokens/JWTToken3.0',
    body: {
      identifier: account,
      credential: encryptLikeJsencrypt(rsaPublicKey, DEMO_PASSWORDS[account]),
      verifyCode: `${guid}${CAPTCHA_CODE}`,
      source: 'WEB',
    },
  });
  const envelope = JSON.parse(answer.body.toString()) as Envelope<SessionReply>;
  if (!envelope.Success || !envelope.Response) {
    throw new Error(`sign-in of ${account} failed: ${envelope.Message}`);
  }
  const session = envelope.Response;
  return {
    account,
    headers: { authorization: `${session.token_type} ${session.token}` },
    hospitalId: session.HospitalID,
  };
};
