import { createHash, generateKeyPairSync, randomBytes, sign } from 'node:crypto';

// A passkey authenticator in software, for driving Better Auth's real passkey endpoints without a
// browser: one ES256 (P-256) credential, "none" attestation, answers shaped as
// @simplewebauthn/browser sends them. The end-to-end tests use Chromium's virtual authenticator.

type CborValue = number | string | Uint8Array | Map<CborValue, CborValue>;

/** The few CBOR items WebAuthn needs: integers, text, bytes and maps (RFC 8949). */
function cbor(value: CborValue): Buffer {
  const head = (major: number, length: number) => {
    if (length < 24) return Buffer.from([(major << 5) | length]);
    if (length < 0x100) return Buffer.from([(major << 5) | 24, length]);
    const bytes = Buffer.alloc(3);
    bytes[0] = (major << 5) | 25;
    bytes.writeUInt16BE(length, 1);
    return bytes;
  };
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === 'string') return Buffer.concat([head(3, Buffer.byteLength(value)), Buffer.from(value)]);
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), value]);
  return Buffer.concat([head(5, value.size), ...[...value].flatMap(([key, item]) => [cbor(key), cbor(item)])]);
}

const sha256 = (data: string | Uint8Array) => createHash('sha256').update(data).digest();
const base64url = (data: Uint8Array | string) => Buffer.from(data).toString('base64url');

const FLAG_USER_PRESENT = 0x01;
const FLAG_USER_VERIFIED = 0x04;
const FLAG_ATTESTED_CREDENTIAL = 0x40;

type Options = { challenge: string; rp?: { id?: string }; rpId?: string; user?: { id: string } };

export type SoftwareAuthenticator = ReturnType<typeof softwareAuthenticator>;

/**
 * `rpId` is the host the passkey is for; `origin` is the page the browser would report. Set
 * `userVerified` to false to play a device that skipped its fingerprint or screen lock.
 */
export function softwareAuthenticator({ rpId = 'localhost', origin = 'http://localhost:3000' } = {}) {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const { x, y } = publicKey.export({ format: 'jwk' });
  const credentialId = randomBytes(16);
  let counter = 0;
  let userHandle = '';
  const state = { userVerified: true, origin, rpId };

  function authenticatorData(attested: boolean) {
    const flags = FLAG_USER_PRESENT | (state.userVerified ? FLAG_USER_VERIFIED : 0) | (attested ? FLAG_ATTESTED_CREDENTIAL : 0);
    const signCount = Buffer.alloc(4);
    signCount.writeUInt32BE(counter);
    const parts: Buffer[] = [sha256(state.rpId), Buffer.from([flags]), signCount];
    if (attested) {
      const length = Buffer.alloc(2);
      length.writeUInt16BE(credentialId.length);
      // COSE_Key: kty EC2, alg ES256, crv P-256, x, y.
      const coseKey = new Map<CborValue, CborValue>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, Buffer.from(x!, 'base64url')],
        [-3, Buffer.from(y!, 'base64url')],
      ]);
      parts.push(Buffer.alloc(16), length, credentialId, cbor(coseKey));
    }
    return Buffer.concat(parts);
  }

  const clientData = (type: string, challenge: string) =>
    Buffer.from(JSON.stringify({ type, challenge, origin: state.origin, crossOrigin: false }));

  return {
    state,
    credentialId: base64url(credentialId),
    /** The answer to /passkey/generate-register-options, as startRegistration() returns it. */
    register(options: Options) {
      userHandle = options.user?.id ?? '';
      const attestationObject = cbor(
        new Map<CborValue, CborValue>([
          ['fmt', 'none'],
          ['attStmt', new Map()],
          ['authData', authenticatorData(true)],
        ]),
      );
      return {
        id: base64url(credentialId),
        rawId: base64url(credentialId),
        type: 'public-key',
        response: {
          clientDataJSON: base64url(clientData('webauthn.create', options.challenge)),
          attestationObject: base64url(attestationObject),
          transports: ['internal'],
        },
        clientExtensionResults: {},
      };
    },
    /** The answer to /passkey/generate-authenticate-options, as startAuthentication() returns it. */
    authenticate(options: Options) {
      counter += 1;
      const data = authenticatorData(false);
      const clientDataJSON = clientData('webauthn.get', options.challenge);
      const signature = sign('sha256', Buffer.concat([data, sha256(clientDataJSON)]), privateKey);
      return {
        id: base64url(credentialId),
        rawId: base64url(credentialId),
        type: 'public-key',
        response: {
          clientDataJSON: base64url(clientDataJSON),
          authenticatorData: base64url(data),
          signature: base64url(signature),
          userHandle,
        },
        clientExtensionResults: {},
      };
    },
  };
}
