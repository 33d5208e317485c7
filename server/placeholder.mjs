// @ts-check
/**
 * The secret nonce placeholder Next renders into every page (see response-filter.mjs). It is kept
 * per build in the build folder, not per process: with Next's default cache handler, pages
 * rendered before a restart are served again afterwards and must still carry a placeholder this
 * process replaces. A new build gets a new one. It never leaves the server: anyone who knew it
 * could put it in content and have it turned into a valid nonce.
 */
import { linkSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { newNonce } from './csp.mjs';

const valid = /^[A-Za-z0-9_-]{24}$/;

/**
 * @param {string} distDir the `.next` folder
 * @returns {string}
 */
export function loadPlaceholder(distDir) {
  const buildId = readFileSync(path.join(distDir, 'BUILD_ID'), 'utf8').trim();
  const file = path.join(distDir, `csp-nonce-placeholder-${buildId.replace(/[^\w-]/g, '_')}`);
  const read = () => {
    try {
      const value = readFileSync(file, 'utf8');
      return valid.test(value) ? value : undefined;
    } catch {
      return undefined;
    }
  };
  const existing = read();
  if (existing) return existing;
  // Damaged (an interrupted copy, say): replace it rather than run without a stable placeholder.
  rmSync(file, { force: true });
  const fresh = newNonce();
  const temp = `${file}.${process.pid}`;
  try {
    // Written aside, then linked into place: the link appears complete or not at all, and fails
    // when another server on this build got there first — then both use the first one's.
    writeFileSync(temp, fresh, { mode: 0o600 });
    linkSync(temp, file);
  } catch {
    // Already there, or a read-only build folder (then the placeholder lives as long as this process).
  } finally {
    rmSync(temp, { force: true });
  }
  return read() ?? fresh;
}
