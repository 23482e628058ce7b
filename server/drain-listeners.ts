/**
 * Keeps a response's "drain" listeners removable behind the `compression` middleware (decision
 * 0043). Mount it right after `compression()`.
 *
 * `compression` (1.8) sends `res.on("drain", …)` to its zlib stream once it compresses, but leaves
 * `removeListener`/`off` on the response (expressjs/compression#135, open). React Router writes its
 * streamed pages with `res.once("drain")` after each write that returns false and removes the
 * listener with `off`: the once-wrapper lands on the BrotliCompress stream and is never removed
 * from it. A page written under backpressure (a busy server, a slow client) therefore left one
 * dead listener per wait on its stream, and past ten Node printed "MaxListenersExceededWarning:
 * Possible EventEmitter memory leak detected. 11 drain listeners added to [BrotliCompress]".
 *
 * Here every "drain" listener of the response lives on an emitter of its own, fed by one relay
 * that goes through compression's `on` (so it hears the zlib stream when the response is
 * compressed and the response itself when not); `on`, `addListener`, `once`, `off` and
 * `removeListener` for "drain" all act on that emitter, so removing works again.
 */
import { EventEmitter } from "node:events";
import type { RequestHandler } from "express";

type Listener = (...args: unknown[]) => void;

export function removableDrainListeners(): RequestHandler {
  return (_request, response, next) => {
    const drains = new EventEmitter();
    // compression's `on`: buffered until the response's headers decide where "drain" comes from.
    response.on("drain", () => drains.emit("drain"));
    const { on, once, removeListener } = response;
    const add = function (this: typeof response, type: string | symbol, listener: Listener) {
      if (type !== "drain") return on.call(this, type, listener);
      drains.on("drain", listener);
      return this;
    };
    const remove = function (this: typeof response, type: string | symbol, listener: Listener) {
      if (type !== "drain") return removeListener.call(this, type, listener);
      drains.removeListener("drain", listener);
      return this;
    };
    response.on = add as typeof response.on;
    response.addListener = add as typeof response.addListener;
    response.once = function (this: typeof response, type: string | symbol, listener: Listener) {
      if (type !== "drain") return once.call(this, type, listener);
      drains.once("drain", listener);
      return this;
    } as typeof response.once;
    response.off = remove as typeof response.off;
    response.removeListener = remove as typeof response.removeListener;
    next();
  };
}
