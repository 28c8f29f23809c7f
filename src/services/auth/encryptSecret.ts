import { getRegionVariant, getRuntimeConfig } from '../config/runtimeConfig';

export const ENCRYPTION_FAILED_MESSAGE = '登录加密失败，请刷新页面后重试';

export class SecretEncryptionError extends Error {
  constructor() {
    super(ENCRYPTION_FAILED_MESSAGE);
    this.name = 'SecretEncryptionError';
  }
}

/**
 * The password as the sign-in call sends it: RSA-encrypted (PKCS#1 v1.5, base64, as jsencrypt
 * does it) with the deployment's public key where the region asks for it (spec 5), plain
 * elsewhere. jsencrypt is loaded on first use, so it stays out of the login page's first paint.
 */
export const encryptSecret = async (plain: string): Promise<string> => {
  if (!getRegionVariant().encryptCode) return plain;
  const { rsaPublicKey } = getRuntimeConfig();
  if (!rsaPublicKey) throw new SecretEncryptionError();
  const { default: JSEncrypt } = await import(/* webpackChunkName: "jsencrypt" */ 'jsencrypt');
  const encryptor = new JSEncrypt();
  encryptor.setPublicKey(rsaPublicKey);
  const cipher = encryptor.encrypt(plain);
  if (typeof cipher !== 'string' || !cipher) throw new SecretEncryptionError();
  return cipher;
};
