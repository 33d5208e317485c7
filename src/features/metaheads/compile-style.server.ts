import 'server-only';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { AppError } from '@/lib/app-error';

export type StyleSyntax = 'scss' | 'sass';

/**
 * Limits of one compilation. Sass is Turing-complete (`@while`, `@for`, recursive mixins): it runs
 * in a worker thread that is terminated at the limit, so the server's own thread never waits.
 */
export interface StyleCompileLimits {
  compileMs: number;
  loadMs: number;
  maxCssChars: number;
  maxHeapMb: number;
}

export const styleCompileLimits: StyleCompileLimits = {
  /** Compile time, counted once the compiler has loaded in the worker. */
  compileMs: 2_000,
  /** Loading sass into a fresh worker takes about 0.4 s; this only catches a worker that never starts. */
  loadMs: 15_000,
  /** The CSS is inlined in every page. */
  maxCssChars: 200_000,
  /** Heap of the worker: a stylesheet building an endless list fails here, not in the server. */
  maxHeapMb: 128,
};

// Runs in the worker as plain CommonJS. `compileString` with no `url` and no importers cannot read
// files: `@use`/`@import` of anything but the built-in `sass:` modules fails.
const workerSource = `
const { parentPort, workerData } = require('node:worker_threads');
const sass = require('node:module').createRequire(workerData.resolveFrom)('sass');
parentPort.postMessage({ type: 'ready' });
try {
  const { css } = sass.compileString(workerData.source, {
    syntax: workerData.syntax === 'sass' ? 'indented' : 'scss',
    style: 'compressed',
    logger: sass.Logger.silent,
  });
  parentPort.postMessage(css.length > workerData.maxCssChars ? { type: 'too-large', length: css.length } : { type: 'css', css });
} catch (error) {
  const line = error && error.span ? ' (line ' + (error.span.start.line + 1) + ', column ' + (error.span.start.column + 1) + ')' : '';
  parentPort.postMessage({ type: 'invalid', message: String((error && (error.sassMessage || error.message)) || error).slice(0, 500) + line });
}
`;

type WorkerMessage =
  { type: 'ready' } | { type: 'css'; css: string } | { type: 'too-large'; length: number } | { type: 'invalid'; message: string };

/** 422 naming `content`: the stylesheet itself is at fault. */
function refused(detail: string): AppError {
  return new AppError('VALIDATION_FAILED', 'The stylesheet cannot be used.', [{ pointer: 'content', detail }]);
}

// One compiler thread at a time: each may hold a core and maxHeapMb for up to compileMs.
let queue: Promise<unknown> = Promise.resolve();

/**
 * Compiles SCSS or indented Sass to compressed CSS off the main thread. Rejects with a 422 AppError
 * when the stylesheet does not compile, takes longer than the limit, needs too much memory or makes
 * too much CSS; any other failure (sass missing, worker crash) is a plain Error.
 */
export function compileStyle(source: string, syntax: StyleSyntax, limits = styleCompileLimits): Promise<string> {
  const run = queue.then(() => compileInWorker(source, syntax, limits));
  queue = run.catch(() => undefined);
  return run;
}

function compileInWorker(source: string, syntax: StyleSyntax, limits: StyleCompileLimits): Promise<string> {
  return new Promise((resolve, reject) => {
    // Resolved from the project folder (the working directory of `next start` and of the tests):
    // the server bundle's own module paths say nothing about where node_modules is.
    const resolveFrom = path.join(process.cwd(), 'package.json');
    // `eval: true` stays literal in this call: Turbopack then leaves the source alone instead of
    // resolving it as a worker module to bundle (vercel/next.js#91666).
    const worker = new Worker(workerSource, {
      eval: true,
      workerData: { source, syntax, resolveFrom, maxCssChars: limits.maxCssChars },
      resourceLimits: { maxOldGenerationSizeMb: limits.maxHeapMb },
      // Not the parent's loaders or flags (tsx hooks, inspector), and none of its secrets.
      execArgv: [],
      env: {},
    });
    let settled = false;
    const finish = (result: { css: string } | { error: Error }) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      if ('css' in result) resolve(result.css);
      else reject(result.error);
    };
    let timer = setTimeout(() => finish({ error: new Error('the style compiler did not start') }), limits.loadMs);
    worker.on('message', (message: WorkerMessage) => {
      switch (message.type) {
        case 'ready':
          clearTimeout(timer);
          timer = setTimeout(
            () => finish({ error: refused(`Compiling took longer than ${limits.compileMs / 1000} s (an endless @while or @for?).`) }),
            limits.compileMs,
          );
          return;
        case 'css':
          return finish({ css: message.css });
        case 'too-large':
          return finish({
            error: refused(`The compiled CSS has ${message.length} characters; at most ${limits.maxCssChars} are allowed.`),
          });
        case 'invalid':
          return finish({ error: refused(message.message) });
      }
    });
    worker.on('error', (error: Error & { code?: string }) =>
      finish({
        error: error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? refused(`Compiling needs more than ${limits.maxHeapMb} MB of memory.`) : error,
      }),
    );
    worker.on('exit', (code) => finish({ error: new Error(`the style compiler stopped (exit code ${code})`) }));
  });
}
