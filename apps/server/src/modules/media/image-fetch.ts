import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { isPublicAddress } from '../../platform/net/address-policy.js';

export interface ImageFetchOptions {
  allowedHosts: readonly string[];
  /** Ports a URL may name (80 and 443 unless configured): no probing of other services on a host. */
  allowedPorts: readonly number[];
  maxBytes: number;
  timeoutMs: number;
  /** Tests only: lets the suite fetch from its own server on 127.0.0.1. */
  allowLoopback: boolean;
}

export type ImageFetchErrorCode =
  | 'BAD_URL'
  | 'HOST_NOT_ALLOWED'
  | 'PORT_NOT_ALLOWED'
  | 'ADDRESS_NOT_ALLOWED'
  | 'NOT_AN_IMAGE'
  | 'TOO_LARGE'
  | 'TOO_MANY_PIXELS'
  | 'TIMEOUT'
  | 'UPSTREAM';

/**
 * A refusal or failure of the proxy. The message reaches the client, so it never quotes what the
 * network said (ECONNREFUSED 10.0.0.5:8080, a resolver's answer): that detail is the `cause`, for the log.
 */
export class ImageFetchError extends Error {
  constructor(
    readonly code: ImageFetchErrorCode,
    message: string,
    cause?: unknown,
  ) {
    super(message, cause === undefined ? undefined : { cause });
  }
}

const NOT_FETCHED = 'The image could not be fetched.';
const ADDRESS_REFUSED = 'The image address is not allowed.';

/** The host is allowed when it, or a domain it belongs to, is on the list. */
export function hostAllowed(host: string, allowed: readonly string[]): boolean {
  const h = host.toLowerCase().replace(/\.$/, '');
  return allowed.some((entry) => h === entry || h.endsWith(`.${entry}`));
}

/**
 * Fetches an image without becoming an open proxy: http(s) only, allow-listed hosts, and the
 * connection goes to the address that passed the public-address check (no DNS rebinding), with
 * size, time and content-type limits. Redirects are refused (only a 200 answer is used).
 */
export function fetchImage(rawUrl: string, options: ImageFetchOptions): Promise<{ body: Buffer; contentType: string }> {
  let url: URL;
  try {
    url = new URL(rawUrl);
  } catch {
    return Promise.reject(new ImageFetchError('BAD_URL', 'The image address is not a valid URL'));
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return Promise.reject(new ImageFetchError('BAD_URL', 'Only http and https images can be loaded'));
  }
  if (url.username || url.password)
    return Promise.reject(new ImageFetchError('BAD_URL', 'Image addresses may not carry credentials'));
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (!hostAllowed(host, options.allowedHosts)) {
    return Promise.reject(new ImageFetchError('HOST_NOT_ALLOWED', `Images from ${host} are not allowed`));
  }
  const port = url.port ? Number(url.port) : url.protocol === 'https:' ? 443 : 80;
  if (!options.allowedPorts.includes(port)) {
    return Promise.reject(new ImageFetchError('PORT_NOT_ALLOWED', `Images are not loaded from port ${port}`));
  }

  // Node connects to an IP literal without calling `lookup`, so literals are checked here.
  if (isIP(host) && !isPublicAddress(host, options.allowLoopback)) {
    return Promise.reject(new ImageFetchError('ADDRESS_NOT_ALLOWED', ADDRESS_REFUSED));
  }

  const checkedLookup: LookupFunction = (hostname, lookupOptions, callback) => {
    dnsLookup(hostname, { ...lookupOptions, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(new ImageFetchError('UPSTREAM', NOT_FETCHED, error), '', 0);
      const blocked = addresses.find((a) => !isPublicAddress(a.address, options.allowLoopback));
      if (blocked || addresses.length === 0) {
        // Which address the name has on the inside is nobody's business outside.
        const reason = `${hostname} resolves to ${blocked?.address ?? 'no address'}`;
        return callback(new ImageFetchError('ADDRESS_NOT_ALLOWED', ADDRESS_REFUSED, reason), '', 0);
      }
      const first = addresses[0] as LookupAddress;
      if (lookupOptions.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
      return callback(null, first.address, first.family);
    });
  };

  return new Promise((resolve, reject) => {
    const client = url.protocol === 'https:' ? https : http;
    const request = client.get(
      url,
      { lookup: checkedLookup, timeout: options.timeoutMs, headers: { accept: 'image/*' } },
      (response) => {
        const status = response.statusCode ?? 0;
        const type = String(response.headers['content-type'] ?? '').toLowerCase();
        if (status !== 200) {
          response.resume();
          return reject(new ImageFetchError('UPSTREAM', `The image server answered ${status}`));
        }
        if (!type.startsWith('image/') || type.startsWith('image/svg')) {
          response.resume();
          return reject(new ImageFetchError('NOT_AN_IMAGE', `Not an image (${type || 'no content type'})`));
        }
        const declared = Number(response.headers['content-length'] ?? 0);
        if (declared > options.maxBytes) {
          response.destroy();
          return reject(new ImageFetchError('TOO_LARGE', `The image is larger than ${options.maxBytes} bytes`));
        }
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > options.maxBytes) {
            response.destroy();
            reject(new ImageFetchError('TOO_LARGE', `The image is larger than ${options.maxBytes} bytes`));
            return;
          }
          chunks.push(chunk);
        });
        response.on('end', () => resolve({ body: Buffer.concat(chunks), contentType: type }));
        response.on('error', (error) => reject(new ImageFetchError('UPSTREAM', NOT_FETCHED, error)));
      },
    );
    const deadline = setTimeout(
      () => request.destroy(new ImageFetchError('TIMEOUT', 'The image server did not answer in time')),
      options.timeoutMs,
    );
    request.on('close', () => clearTimeout(deadline));
    request.on('timeout', () =>
      request.destroy(new ImageFetchError('TIMEOUT', 'The image server did not answer in time')),
    );
    request.on('error', (error) =>
      reject(error instanceof ImageFetchError ? error : new ImageFetchError('UPSTREAM', NOT_FETCHED, error)),
    );
  });
}
