import type { WxtBrowser } from 'wxt/browser';

const scope = globalThis as unknown as { browser?: WxtBrowser; chrome: WxtBrowser };
/** Firefox's own `browser`, promise-based; Chrome has only `chrome`. */
const hasOwnBrowser = Boolean(scope.browser?.runtime?.id);

/**
 * The browser's own extension API, without webextension-polyfill (what `wxt/browser` is in this
 * build: 3 kB of the popup's 25 kB, 2.7 kB of the worker's). The feed page, the worker and the
 * messages module need nothing it adds: Chrome's MV3 APIs they call (116+) answer with promises,
 * `i18n` and `getURL` are plain calls, and ports are not wrapped by it. The one difference, messages
 * and their answers, is `workerMessages`, `sendLikePolyfill` and `answerLikePolyfill`.
 */
export const browser: WxtBrowser = hasOwnBrowser ? scope.browser! : scope.chrome;

/** How webextension-polyfill marks an answer that is a rejection, in Chrome, where only values travel. */
interface PolyfillRejection {
  __mozWebExtensionPolyfillReject__: true;
  message: string;
}

type Sender = { id?: string; url?: string };
type PromiseListener = (message: unknown, sender: Sender) => Promise<unknown> | undefined;

/**
 * A `runtime.onMessage` listener that answers with a promise, as webextension-polyfill's wrapper
 * lets it, for the browser's own API. Firefox takes the promise itself. Chrome takes an answer only
 * through `sendResponse`: a rejection goes as the polyfill's marked reply, which the pages read as
 * a rejection (the polyfill on the options and welcome pages, `sendLikePolyfill` on the feed page).
 */
export function answerLikePolyfill(listener: PromiseListener, promisesAnswer = hasOwnBrowser) {
  if (promisesAnswer) return listener;
  return (message: unknown, sender: Sender, sendResponse: (reply: unknown) => void): boolean => {
    const answer = listener(message, sender);
    if (!answer) return false;
    const rejected = (error: unknown): PolyfillRejection => ({
      __mozWebExtensionPolyfillReject__: true,
      message: error instanceof Error ? error.message : String(error),
    });
    answer.then(sendResponse, (error: unknown) => sendResponse(rejected(error)));
    return true;
  };
}

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
      runtime.sendMessage(message, (reply: Partial<PolyfillRejection> | undefined) => {
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
 * For `sendMessage` in utils/messages/: the pages' side of the worker's typed messages. Nothing is
 * read from the API until a message is sent, so importing this outside an extension (tests) is safe.
 */
export const workerMessages = {
  runtime: { sendMessage: (message: unknown) => (hasOwnBrowser ? browser.runtime.sendMessage(message) : sendLikePolyfill(browser.runtime)(message)) },
};
