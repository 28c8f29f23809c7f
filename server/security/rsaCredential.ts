import forge from 'node-forge';

export type CredentialDecryptor = (ciphertext: string) => string | undefined;

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

/**
 * Decrypts what jsencrypt sends: RSA PKCS#1 v1.5, base64. Node 20's crypto.privateDecrypt refuses
 * PKCS#1 v1.5 padding (Marvin attack mitigation), hence node-forge. Any failure gives undefined,
 * which the caller treats exactly like a wrong password.
 */
export const createCredentialDecryptor = (privateKeyPem: string): CredentialDecryptor => {
  const key = forge.pki.privateKeyFromPem(privateKeyPem);
  return (ciphertext) => {
    if (!BASE64.test(ciphertext)) return undefined;
    try {
      const plain = key.decrypt(forge.util.decode64(ciphertext), 'RSAES-PKCS1-V1_5');
      return forge.util.decodeUtf8(plain);
    } catch {
      return undefined;
    }
  };
};
