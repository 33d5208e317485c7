import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { acquireFolderLock, FolderLockedError } from '@/db/folder-lock.server';

const folders: string[] = [];
function tempFolder() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lock-'));
  folders.push(dir);
  return dir;
}
afterEach(() => folders.splice(0).forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

describe('embedded database folder lock', () => {
  it('fails at once naming the process that holds the folder', async () => {
    const folder = tempFolder();
    const holder = spawn('sleep', ['30']);
    try {
      fs.writeFileSync(
        path.join(folder, 'db.lock'),
        JSON.stringify({ pid: holder.pid, host: os.hostname(), command: 'next start', since: '2026-11-21T00:00:00Z' }),
      );
      expect(() => acquireFolderLock(folder)).toThrow(FolderLockedError);
      expect(() => acquireFolderLock(folder)).toThrow(new RegExp(`process ${holder.pid} \\(next start`));
    } finally {
      holder.kill();
    }
  });

  it('takes over a lock left by a process that died', async () => {
    const folder = tempFolder();
    const dead = spawn('true');
    await new Promise((r) => dead.on('exit', r));
    fs.writeFileSync(path.join(folder, 'db.lock'), JSON.stringify({ pid: dead.pid, host: os.hostname(), command: 'node', since: 'x' }));
    const release = acquireFolderLock(folder);
    expect(JSON.parse(fs.readFileSync(path.join(folder, 'db.lock'), 'utf8')).pid).toBe(process.pid);
    release();
    expect(fs.existsSync(path.join(folder, 'db.lock'))).toBe(false);
  });

  it('creates a missing data folder', () => {
    const folder = path.join(tempFolder(), 'nested', 'data');
    const release = acquireFolderLock(folder);
    expect(fs.existsSync(folder)).toBe(true);
    release();
  });
});
