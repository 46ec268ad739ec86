import type { WxtBrowser } from 'wxt/browser';

const scope = globalThis as unknown as { browser?: WxtBrowser; chrome: WxtBrowser };
/** Firefox's own `browser`, promise-based; Chrome has only `chrome`. */
const hasOwnBrowser = Boolean(scope.browser?.runtime?.id);

/**
 * The browser's own extension API, without webextension-polyfill (what `wxt/browser` is in this
 * build: 3 kB of the popup's 25 kB). The feed page and the messages module need nothing it adds:
 * Chrome's MV3 APIs they call (116+) answer with promises, `i18n` and `getURL` are plain calls, and
 * ports are not wrapped by it. The one difference, messages to the worker, is `workerMessages`.
 */
export const browser: WxtBrowser = hasOwnBrowser ? scope.browser! : scope.chrome;

/** What Chrome says when every listener let a message go unanswered. */
const NO_ANSWER = 'The message port closed before a response was received.';

type CallbackRuntime = Pick<WxtBrowser['runtime'], 'sendMessage' | 'lastError'>;

/**
 * `runtime.sendMessage` answering as webextension-polyfill's does in Chrome, because the worker
 * replies through the polyfill: a handler's rejection arrives as a marked reply and rejects here
 * with its message, and a message nobody answers resolves to undefined (as in Firefox).
 */
export function sendLikePolyfill(runtime: CallbackRuntime): (message: unknown) => Promise<unknown> {
  return (message) =>
    new Promise((resolve, reject) => {
      runtime.sendMessage(message, (reply: { __mozWebExtensionPolyfillReject__?: boolean; message?: string } | undefined) => {
        const error = runtime.lastError;
        if (error) {
          if (error.message === NO_ANSWER) resolve(undefined);
          else reject(new Error(error.message));
        } else if (reply?.__mozWebExtensionPolyfillReject__) reject(new Error(reply.message));
        else resolve(reply);
      });
    });
}

/**
 * For `sendMessage` in utils/messages.ts: the pages' side of the worker's typed messages. Nothing is
 * read from the API until a message is sent, so importing this outside an extension (tests) is safe.
 */
export const workerMessages = {
  runtime: { sendMessage: (message: unknown) => (hasOwnBrowser ? browser.runtime.sendMessage(message) : sendLikePolyfill(browser.runtime)(message)) },
};
