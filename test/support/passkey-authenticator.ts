/**
 * A software authenticator for the passkey tests (decision 0039): it makes a real ES256 key pair with node:crypto
 * and answers the server's options the way a browser with a platform passkey does: a registration with
 * attestation 'none', and assertions signed over authenticatorData and the client data's hash. Nothing of the
 * server's code is stood in for; the server checks these answers with the same library it uses for browsers.
 */
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from "node:crypto";

type Cbor = number | string | Uint8Array | readonly Cbor[] | Map<number | string, Cbor> | { [key: string]: Cbor };

function head(major: number, length: number): number[] {
  if (length < 24) return [(major << 5) | length];
  if (length < 0x100) return [(major << 5) | 24, length];
  if (length < 0x10000) return [(major << 5) | 25, length >> 8, length & 0xff];
  return [(major << 5) | 26, (length >>> 24) & 0xff, (length >> 16) & 0xff, (length >> 8) & 0xff, length & 0xff];
}

/** Just enough CBOR for attestation objects and COSE keys: integers, text, bytes, arrays, maps. */
function cbor(value: Cbor): Uint8Array {
  if (typeof value === "number") return Uint8Array.from(value >= 0 ? head(0, value) : head(1, -1 - value));
  if (typeof value === "string") {
    const bytes = new TextEncoder().encode(value);
    return concat(Uint8Array.from(head(3, bytes.length)), bytes);
  }
  if (value instanceof Uint8Array) return concat(Uint8Array.from(head(2, value.length)), value);
  if (Array.isArray(value)) return concat(Uint8Array.from(head(4, value.length)), ...value.map(cbor));
  const entries = value instanceof Map ? [...value.entries()] : Object.entries(value);
  return concat(Uint8Array.from(head(5, entries.length)), ...entries.flatMap(([k, v]) => [cbor(k), cbor(v as Cbor)]));
}

function concat(...parts: Uint8Array[]): Uint8Array {
  return Uint8Array.from(parts.flatMap((part) => [...part]));
}

const b64url = (bytes: Uint8Array | Buffer) => Buffer.from(bytes).toString("base64url");
const sha256 = (data: Uint8Array | string) => new Uint8Array(createHash("sha256").update(data).digest());

const FLAG_UP = 0x01;
const FLAG_UV = 0x04;
const FLAG_AT = 0x40;

type RegistrationOptions = { challenge: string; rp: { id: string }; user: { id: string } };
type AuthenticationOptions = { challenge: string; rpId?: string };

export type SoftPasskey = { credentialId: Uint8Array; privateKey: KeyObject; userHandle: string; rpId: string };

export class SoftwareAuthenticator {
  readonly passkeys: SoftPasskey[] = [];
  private counter = 0;

  readonly origin: string;
  /** Whether it reports the person verified (fingerprint, PIN): a plain security key without one does not. */
  readonly userVerified: boolean;

  constructor(origin: string, userVerified = true) {
    this.origin = origin;
    this.userVerified = userVerified;
  }

  /** Answers navigator.credentials.create() with these options (JSON text from the server): the answer as JSON text. */
  register(optionsJson: string): string {
    const options = JSON.parse(optionsJson) as RegistrationOptions;
    const { privateKey, publicKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
    const jwk = publicKey.export({ format: "jwk" });
    const coseKey = new Map<number, Cbor>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, new Uint8Array(Buffer.from(jwk.x!, "base64url"))],
      [-3, new Uint8Array(Buffer.from(jwk.y!, "base64url"))],
    ]);
    const credentialId = new Uint8Array(randomBytes(16));
    const attested = concat(new Uint8Array(16), Uint8Array.from([0, credentialId.length]), credentialId, cbor(coseKey));
    const authData = concat(sha256(options.rp.id), Uint8Array.from([this.flags() | FLAG_AT]), this.count(0), attested);
    const clientData = this.clientData("webauthn.create", options.challenge);
    this.passkeys.push({ credentialId, privateKey, userHandle: options.user.id, rpId: options.rp.id });
    return JSON.stringify({
      id: b64url(credentialId),
      rawId: b64url(credentialId),
      type: "public-key",
      clientExtensionResults: {},
      authenticatorAttachment: "platform",
      response: {
        clientDataJSON: b64url(clientData),
        attestationObject: b64url(cbor({ fmt: "none", attStmt: {}, authData })),
        transports: ["internal"],
      },
    });
  }

  /** Answers navigator.credentials.get() with a passkey it holds (the last made, unless another is given). */
  authenticate(optionsJson: string, passkey: SoftPasskey | undefined = this.passkeys.at(-1)): string {
    if (!passkey) throw new Error("deze authenticator heeft geen passkey");
    const options = JSON.parse(optionsJson) as AuthenticationOptions;
    this.counter += 1;
    const rpId = options.rpId ?? passkey.rpId;
    const authData = concat(sha256(rpId), Uint8Array.from([this.flags()]), this.count(this.counter));
    const clientData = this.clientData("webauthn.get", options.challenge);
    const signature = sign("sha256", concat(authData, sha256(clientData)), passkey.privateKey);
    return JSON.stringify({
      id: b64url(passkey.credentialId),
      rawId: b64url(passkey.credentialId),
      type: "public-key",
      clientExtensionResults: {},
      authenticatorAttachment: "platform",
      response: {
        clientDataJSON: b64url(clientData),
        authenticatorData: b64url(authData),
        signature: b64url(signature),
        userHandle: passkey.userHandle,
      },
    });
  }

  private flags(): number {
    return FLAG_UP | (this.userVerified ? FLAG_UV : 0);
  }

  private count(value: number): Uint8Array {
    return Uint8Array.from([(value >>> 24) & 0xff, (value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff]);
  }

  private clientData(type: string, challenge: string): Uint8Array {
    return new TextEncoder().encode(JSON.stringify({ type, challenge, origin: this.origin, crossOrigin: false }));
  }
}
