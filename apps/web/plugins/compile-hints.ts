import type { Plugin } from 'vite';

/** V8's explicit compile hint (Chrome 136 and later); other engines read a comment. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Marks every script the browser gets for eager compilation. V8 compiles a function lazily by
 * default, on the main thread, the first time it is called, and hydration calls most of React DOM,
 * the router and the page's components for the first time in its own tasks. With the hint, V8
 * compiles them while the file streams in, off the main thread. The hint must be the file's first
 * line, so it is added to the finished chunks, after minification (which drops comments).
 * See decision 0029.
 */
export function compileHints(): Plugin {
  return {
    name: 'compile-hints',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    enforce: 'post',
    // Last, after Vite has put its own lines (the preload map) at the top of a chunk.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const output of Object.values(bundle)) {
          if (output.type === 'chunk') output.code = withCompileHint(output.code);
        }
      },
    },
  };
}

export function withCompileHint(code: string): string {
  return code.startsWith(COMPILE_HINT) ? code : `${COMPILE_HINT}\n${code}`;
}
