/**
 * The demo pictures are drawn in a short-lived child process. libvips (sharp) rasterising SVG
 * on several threads leaves ~400 MB of glibc malloc arenas that a process never gives back;
 * in a child they end with it (issue 39: a fresh demo shop held 810-880 MB, not ~400).
 */
import { fork, type ChildProcess } from 'node:child_process';
import type { ProductImageOptions } from './pictures/product-picture.js';
import type { PromotionImageOptions } from './pictures/promotion-banner.js';

export type PaintRequest =
  | { id: number; kind: 'product'; options: ProductImageOptions }
  | { id: number; kind: 'promotion'; options: PromotionImageOptions };
export type PaintAnswer = { id: number; bytes?: Uint8Array; error?: string };

/** Run from source (tests, through tsx) the child needs tsx's loader too. */
const fromSource = import.meta.url.endsWith('.ts');
const childFile = new URL(fromSource ? './paint-child.ts' : './paint-child.js', import.meta.url);

export type Painter = {
  product: (options: ProductImageOptions) => Promise<Buffer>;
  promotion: (options: PromotionImageOptions) => Promise<Buffer>;
  /** Lets the child exit (at once if idle); call once every picture is in. */
  close: () => Promise<void>;
};

export function startPainter(): Painter {
  let child: ChildProcess | undefined;
  let exited: Promise<void> = Promise.resolve();
  let nextId = 0;
  const waiting = new Map<number, { resolve: (b: Buffer) => void; reject: (e: Error) => void }>();

  function failAll(error: Error) {
    for (const pending of waiting.values()) pending.reject(error);
    waiting.clear();
  }

  // Started on the first picture: a seed with nothing to draw starts no process.
  function running(): ChildProcess {
    if (child) return child;
    const started = fork(childFile, [], {
      execArgv: fromSource ? ['--import', 'tsx'] : [],
      serialization: 'advanced',
      // One libuv thread and two malloc arenas: all demo pictures drawn at a peak of 115 MB
      // instead of 194 MB (4 threads), ~5 s slower, once.
      env: { ...process.env, UV_THREADPOOL_SIZE: '1', MALLOC_ARENA_MAX: '2' },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    started.on('message', (answer: PaintAnswer) => {
      const pending = waiting.get(answer.id);
      waiting.delete(answer.id);
      if (!pending) return;
      if (answer.bytes) pending.resolve(Buffer.from(answer.bytes));
      else pending.reject(new Error(answer.error ?? 'drawing failed'));
    });
    exited = new Promise((resolve) =>
      started.once('exit', (code) => {
        if (child === started) child = undefined;
        failAll(new Error(`the picture process exited with ${code}`));
        resolve();
      }),
    );
    started.on('error', (error) => failAll(error));
    child = started;
    return started;
  }

  function paint(request: Omit<PaintRequest, 'id'>): Promise<Buffer> {
    const id = nextId++;
    return new Promise<Buffer>((resolve, reject) => {
      waiting.set(id, { resolve, reject });
      running().send({ ...request, id });
    });
  }

  return {
    product: (options) => paint({ kind: 'product', options }),
    promotion: (options) => paint({ kind: 'promotion', options }),
    async close() {
      child?.disconnect();
      await exited;
    },
  };
}
