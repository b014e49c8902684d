import { createHash } from 'node:crypto';
import { chmodSync, rmSync } from 'node:fs';
import { createConnection, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { FastifyBaseLogger } from 'fastify';
import type { DataDirLock } from '../db/data-dir-lock.js';
import { writeBackup, type BackupResult } from './backup.js';

/**
 * The running shop holds its folder, so `npm run backup` cannot open the database itself: it
 * asks the shop over a unix socket that only the shop's own user may use (mode 600). The
 * socket lives in the temporary folder (a data folder's path may be too long for a socket
 * name) and its path is written into the lock file.
 */
export function controlSocketPath(dataDir: string): string {
  const key = createHash('sha256').update(dataDir).digest('hex').slice(0, 16);
  return join(tmpdir(), `tienda-${key}.sock`);
}

type BackupRequest = { backup: string };
type BackupAnswer = BackupResult | { error: string };

export async function serveBackupRequests(options: {
  pglite: PGlite;
  folderLock: DataDirLock;
  log: FastifyBaseLogger;
}): Promise<{ close: () => Promise<void> }> {
  const path = controlSocketPath(options.folderLock.dataDir);
  // A socket file left by a holder that was killed; this process holds the folder now.
  rmSync(path, { force: true });
  const server = createServer((socket) => {
    let input = '';
    let answered = false;
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      input += chunk;
      if (answered || !input.includes('\n')) return;
      answered = true;
      const answer = (body: BackupAnswer) => socket.end(`${JSON.stringify(body)}\n`);
      let request: BackupRequest;
      try {
        request = JSON.parse(input.slice(0, input.indexOf('\n'))) as BackupRequest;
      } catch {
        return answer({ error: 'pedido no válido' });
      }
      if (typeof request.backup !== 'string') return answer({ error: 'pedido no válido' });
      writeBackup(options.pglite, options.folderLock.dataDir, request.backup).then(
        (result) => {
          options.log.info(result, 'backup written on request');
          answer(result);
        },
        (error: unknown) => {
          options.log.error({ err: error }, 'backup on request failed');
          answer({ error: error instanceof Error ? error.message : String(error) });
        },
      );
    });
    socket.on('error', () => socket.destroy());
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(path, () => resolve());
  });
  chmodSync(path, 0o600);
  server.unref();
  options.folderLock.announce({ controlSocket: path });
  return {
    close: () =>
      new Promise<void>((resolve) =>
        server.close(() => {
          rmSync(path, { force: true });
          resolve();
        }),
      ),
  };
}

/** Asks the shop listening on `socketPath` to write a backup into `file`. */
export function requestBackup(socketPath: string, file: string): Promise<BackupResult> {
  return new Promise((resolve, reject) => {
    const socket = createConnection(socketPath);
    let input = '';
    socket.setEncoding('utf8');
    socket.on('connect', () => socket.write(`${JSON.stringify({ backup: file })}\n`));
    socket.on('data', (chunk: string) => (input += chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      const answer = JSON.parse(input) as BackupAnswer;
      if ('error' in answer) reject(new Error(answer.error));
      else resolve(answer);
    });
  });
}
