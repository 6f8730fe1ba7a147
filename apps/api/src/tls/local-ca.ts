import { randomBytes, webcrypto } from 'node:crypto';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import { isIP } from 'node:net';
import { join, resolve } from 'node:path';
import * as x509 from '@peculiar/x509';
import type { Settings } from '@platform/config';

// Node's WebCrypto signs the certificates (the project builds without the DOM's global types)
x509.cryptoProvider.set(webcrypto as never);
type CryptoKey = webcrypto.CryptoKey;
type CryptoKeyPair = webcrypto.CryptoKeyPair;

/** What the HTTPS listeners serve: the server's key and certificate, and the CA a client trusts (the local one's path). */
export interface TlsIdentity {
  key: string;
  cert: string;
  /** The local CA's certificate file, when aviary made the server certificate. */
  caPath?: string;
}

/** The names of the real APIs' hosts, so clients with hard-coded hosts reach aviary once those names point at it. */
export const REAL_API_HOSTS = ['api.x.com', 'api.twitter.com', 'upload.twitter.com', 'ads-api.x.com', 'ads-api.twitter.com', 'ads-api-sandbox.twitter.com'];

const ALGORITHM = { name: 'ECDSA', namedCurve: 'P-256', hash: 'SHA-256' } as const;
const DAY = 86_400_000;

/**
 * The listeners' TLS identity for TLS=on: TLS_CERT and TLS_KEY as given, or
 * else a server certificate of aviary's own local certificate authority. The
 * CA is made once in DATA_DIR/tls (its key readable by the owner only) and
 * kept, so a client trusts it once; the server certificate is made again at
 * each start for the names it must cover now.
 */
export async function tlsIdentity(settings: Settings): Promise<TlsIdentity | undefined> {
  if (settings.TLS !== 'on') return undefined;
  if (settings.TLS_CERT && settings.TLS_KEY) return { cert: await given(settings.TLS_CERT, 'TLS_CERT'), key: await given(settings.TLS_KEY, 'TLS_KEY') };
  const directory = resolve(settings.DATA_DIR, 'tls');
  await mkdir(directory, { recursive: true, mode: 0o700 });
  const ca = await localCa(directory);
  const server = await serverCertificate(ca, serverNames(settings));
  await writeFile(join(directory, 'server.pem'), server.cert + ca.certPem, { mode: 0o644 });
  await writeFile(join(directory, 'server-key.pem'), server.key, { mode: 0o600 });
  return { ...server, cert: server.cert + ca.certPem, caPath: join(directory, 'ca.pem') };
}

/** A start-up failure of TLS a person can fix (a file named in the settings that cannot be read). */
export class TlsSetupError extends Error {}

async function given(path: string, setting: string): Promise<string> {
  try {
    return await readFile(path, 'utf8');
  } catch (error) {
    throw new TlsSetupError(`aviary cannot read ${setting} ${path} (${(error as { code?: string }).code ?? String(error)}). Point ${setting} at a readable PEM file.`);
  }
}

/** The names the server certificate covers: this machine, TLS_HOSTNAMES, HOST, and the real APIs' hosts. */
export function serverNames(settings: Settings): string[] {
  const extra = (settings.TLS_HOSTNAMES ?? '').split(',').map((name) => name.trim()).filter(Boolean);
  const host = ['0.0.0.0', '::', ''].includes(settings.HOST) ? [] : [settings.HOST];
  return [...new Set(['localhost', '127.0.0.1', '::1', ...extra, ...host, ...REAL_API_HOSTS])];
}

/** How to trust the local CA, for the start-up banner. */
export function trustLines(caPath: string): string[] {
  return [
    `  HTTPS with aviary's local CA ${caPath}: trust it with`,
    `    NODE_EXTRA_CA_CERTS=${caPath}  (Node)   REQUESTS_CA_BUNDLE=${caPath}  (python requests)`,
    `    curl --cacert ${caPath}   or add it to the system's trust store`,
    '',
  ];
}

interface LocalCa {
  certPem: string;
  cert: x509.X509Certificate;
  key: CryptoKey;
}

/** The CA in `directory`, made the first time. */
async function localCa(directory: string): Promise<LocalCa> {
  const certFile = join(directory, 'ca.pem');
  const keyFile = join(directory, 'ca-key.pem');
  const existing = await Promise.all([readFile(certFile, 'utf8'), readFile(keyFile, 'utf8')]).catch(() => undefined);
  if (existing) {
    const [certPem, keyPem] = existing;
    const key = await webcrypto.subtle.importKey('pkcs8', x509.PemConverter.decodeFirst(keyPem), ALGORITHM, false, ['sign']);
    return { certPem, cert: new x509.X509Certificate(certPem), key };
  }
  const keys = (await webcrypto.subtle.generateKey(ALGORITHM, true, ['sign', 'verify'])) as CryptoKeyPair;
  const now = Date.now();
  const cert = await x509.X509CertificateGenerator.createSelfSigned({
    serialNumber: serial(),
    name: `CN=aviary local CA ${randomBytes(3).toString('hex')}, O=aviary`,
    notBefore: new Date(now - DAY),
    notAfter: new Date(now + 3650 * DAY),
    signingAlgorithm: ALGORITHM,
    keys: keys as never,
    extensions: [
      new x509.BasicConstraintsExtension(true, 0, true),
      new x509.KeyUsagesExtension(x509.KeyUsageFlags.keyCertSign | x509.KeyUsageFlags.cRLSign, true),
      await x509.SubjectKeyIdentifierExtension.create(keys.publicKey as never),
    ],
  });
  const keyPem = x509.PemConverter.encode(await webcrypto.subtle.exportKey('pkcs8', keys.privateKey), 'PRIVATE KEY');
  await writeFile(keyFile, keyPem, { mode: 0o600 });
  await chmod(keyFile, 0o600);
  const certPem = cert.toString('pem') + '\n';
  await writeFile(certFile, certPem, { mode: 0o644 });
  return { certPem, cert, key: keys.privateKey };
}

/** A server certificate for these names, signed by the CA (397 days, the longest clients accept). */
async function serverCertificate(ca: LocalCa, names: string[]): Promise<{ cert: string; key: string }> {
  const keys = (await webcrypto.subtle.generateKey(ALGORITHM, true, ['sign', 'verify'])) as CryptoKeyPair;
  const now = Date.now();
  const cert = await x509.X509CertificateGenerator.create({
    serialNumber: serial(),
    subject: 'CN=aviary',
    issuer: ca.cert.subject,
    notBefore: new Date(now - DAY),
    notAfter: new Date(now + 397 * DAY),
    signingAlgorithm: ALGORITHM,
    publicKey: keys.publicKey as never,
    signingKey: ca.key as never,
    extensions: [
      new x509.BasicConstraintsExtension(false, undefined, true),
      new x509.KeyUsagesExtension(x509.KeyUsageFlags.digitalSignature | x509.KeyUsageFlags.keyEncipherment, true),
      new x509.ExtendedKeyUsageExtension([x509.ExtendedKeyUsage.serverAuth], false),
      new x509.SubjectAlternativeNameExtension(names.map((name) => ({ type: isIP(name) ? ('ip' as const) : ('dns' as const), value: name })), false),
      await x509.AuthorityKeyIdentifierExtension.create(ca.cert, false),
      await x509.SubjectKeyIdentifierExtension.create(keys.publicKey as never),
    ],
  });
  const key = x509.PemConverter.encode(await webcrypto.subtle.exportKey('pkcs8', keys.privateKey), 'PRIVATE KEY');
  return { cert: cert.toString('pem') + '\n', key };
}

/** A positive random serial number (hex, 16 bytes). */
const serial = () => `01${randomBytes(15).toString('hex')}`;
