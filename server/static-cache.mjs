// @ts-check
/**
 * Hashed build assets (/_next/static/*.js and *.css) never change, so each is compressed once at
 * the strongest brotli and gzip levels and kept in memory. On the fly at the fast levels, the
 * home page's scripts take 185 KB on the wire; at brotli 11, 159 KB.
 * The first request of an asset is answered by Next as usual; the strong versions are then made
 * from the file in the background, and later requests get them with the headers Next sent.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const assetPath = /^\/_next\/static\/([\w.~-]+(?:\/[\w.~-]+)*\.(?:js|css))$/;
/** Headers that belong to one transfer or one request, not to the asset. */
const transferHeaders = [
  'content-encoding',
  'content-length',
  'transfer-encoding',
  'vary',
  'date',
  'connection',
  'keep-alive',
  'set-cookie',
  'strict-transport-security',
];

/**
 * @typedef {{ headers: Record<string, import('node:http').OutgoingHttpHeader>, br: Buffer, gzip: Buffer }} Entry
 */

/**
 * The encoding to send: brotli, else gzip, when the client accepts it (q > 0); otherwise none.
 * @param {string | undefined} acceptEncoding
 * @returns {'br' | 'gzip' | undefined}
 */
export function preferredEncoding(acceptEncoding) {
  /** @type {Map<string, number>} */
  const q = new Map();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const weight = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    if (name) q.set(name, weight === undefined ? 1 : Number(weight));
  }
  const accepts = (/** @type {string} */ name) => (q.get(name) ?? q.get('*') ?? 0) > 0;
  if (accepts('br')) return 'br';
  if (accepts('gzip')) return 'gzip';
  return undefined;
}

/**
 * @param {{ staticDir: string, maxBytes?: number }} options `staticDir`: the build's `.next/static`
 */
export function createStaticCache({ staticDir, maxBytes = 32 * 1024 * 1024 }) {
  /** @type {Map<string, Entry | 'pending'>} */
  const entries = new Map();
  let size = 0;

  /** @param {string} url */
  const assetOf = (url) => {
    const asset = assetPath.exec(url)?.[1];
    return asset?.split('/').some((segment) => /^\.+$/.test(segment)) ? undefined : asset;
  };

  return {
    /**
     * Answers from the cache when it can.
     * @param {import('node:http').IncomingMessage} req
     * @param {import('node:http').ServerResponse} res
     * @param {string | undefined} hsts the Strict-Transport-Security value, over HTTPS
     * @returns {boolean} whether it answered
     */
    serve(req, res, hsts) {
      if (req.method !== 'GET' && req.method !== 'HEAD') return false;
      const entry = entries.get(req.url ?? '');
      const encoding = preferredEncoding(req.headers['accept-encoding']);
      if (!entry || entry === 'pending' || !encoding) return false;
      const body = entry[encoding];
      res.writeHead(200, {
        ...entry.headers,
        ...(hsts ? { 'strict-transport-security': hsts } : {}),
        'content-encoding': encoding,
        vary: 'Accept-Encoding',
        'content-length': String(body.length),
      });
      res.end(req.method === 'HEAD' ? undefined : body);
      return true;
    },

    /**
     * After Next has answered an asset that is not cached yet, makes its strong versions.
     * @param {import('node:http').IncomingMessage} req
     * @param {import('node:http').ServerResponse} res
     */
    observe(req, res) {
      const url = req.url ?? '';
      const asset = assetOf(url);
      if (!asset || req.method !== 'GET' || entries.has(url)) return;
      entries.set(url, 'pending');
      res.once('finish', () => {
        if (res.statusCode !== 200) {
          entries.delete(url);
          return;
        }
        const headers = res.getHeaders();
        for (const name of transferHeaders) delete headers[name];
        compress(path.join(staticDir, asset), /** @type {Entry['headers']} */ (headers)).then(
          (entry) => {
            const bytes = entry.br.length + entry.gzip.length;
            if (size + bytes > maxBytes) entries.delete(url);
            else {
              size += bytes;
              entries.set(url, entry);
            }
          },
          () => entries.delete(url),
        );
      });
    },
  };
}

/**
 * @param {string} file
 * @param {Entry['headers']} headers
 * @returns {Promise<Entry>}
 */
async function compress(file, headers) {
  const raw = await readFile(file);
  const [br, gz] = await Promise.all([
    brotli(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length } }),
    gzip(raw, { level: 9 }),
  ]);
  return { headers, br, gzip: gz };
}
