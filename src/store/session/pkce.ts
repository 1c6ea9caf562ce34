/**
 * PKCE (RFC 7636) and the OAuth `state`: random values from the browser's
 * CSPRNG, base64url without padding.
 */

function base64Url(bytes: Uint8Array): string {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary)
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

/** `bytes` random bytes as base64url: 32 give a 43-character code verifier. */
export function randomToken(bytes = 32): string {
  return base64Url(crypto.getRandomValues(new Uint8Array(bytes)));
}

/**
 * The S256 challenge of a verifier, or null where the browser cannot hash:
 * `crypto.subtle` exists only in secure contexts (https, localhost). The
 * sign-in then goes without PKCE, authenticated by the client secret alone.
 */
export async function s256Challenge(verifier: string): Promise<string | null> {
  // A page served over plain http has no crypto.subtle, whatever the types say.
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition
  const subtle = globalThis.crypto?.subtle as SubtleCrypto | undefined;
  if (!subtle) return null;
  const digest = await subtle.digest(
    "SHA-256",
    new TextEncoder().encode(verifier),
  );
  return base64Url(new Uint8Array(digest));
}
