import type { Plugin } from 'vite';

/** React DOM's module-level errors: markers it throws and recognises by identity, never shown. */
const SENTINELS = [
  'HydrationMismatchException = Error(formatProdErrorMessage(519))',
  'SuspenseException = Error(formatProdErrorMessage(460))',
  'SuspenseyCommitException = Error(formatProdErrorMessage(474))',
  'SuspenseActionException = Error(formatProdErrorMessage(542))',
  'SelectiveHydrationException = Error(formatProdErrorMessage(461))',
];

const REACT_DOM_CLIENT = /[\\/]react-dom[\\/]cjs[\\/]react-dom-client\.production\.js$/;

const MAKER = 'errorWithoutStack';
const MAKER_SOURCE = `
function ${MAKER}(message) {
  var error = Object.create(Error.prototype);
  error.message = message;
  return error;
}
`;

/**
 * Makes React DOM's five module-level errors without recording a stack. While DevTools is attached
 * (Lighthouse, PageSpeed Insights, a developer's browser), every `Error()` records a detailed stack
 * trace, and V8 then parses React DOM's whole module function again for its source positions: one
 * 30-45 ms task as the page loads on this machine, 4× that in Lighthouse's phone. The markers keep
 * their message and `instanceof Error`; nothing reads their stack. See decision 0023.
 */
export function reactDomSentinels(): Plugin {
  return {
    name: 'react-dom-sentinels',
    apply: 'build',
    transform(code, id) {
      if (!REACT_DOM_CLIENT.test(id)) return null;
      return { code: withoutStacks(code), map: null };
    },
  };
}

/** Fails the build when React DOM no longer has one of the markers, so an upgrade is looked at. */
export function withoutStacks(code: string): string {
  let patched = code;
  for (const sentinel of SENTINELS) {
    const count = patched.split(sentinel).length - 1;
    if (count !== 1) {
      throw new Error(
        `react-dom-sentinels: expected "${sentinel}" once in react-dom-client.production.js, found ${count}. Check the React DOM upgrade and update SENTINELS.`,
      );
    }
    patched = patched.replace(sentinel, sentinel.replace('= Error(', `= ${MAKER}(`));
  }
  return patched + MAKER_SOURCE;
}
