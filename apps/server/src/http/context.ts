import type { IncomingMessage } from "node:http";
import type { Context } from "hono";
import type { Locale } from "../messages.js";

/** Per-request values the middleware computes once. */
export interface AppEnv {
  Bindings: { incoming?: IncomingMessage };
  Variables: { locale: Locale; clientKey: string };
}

export type AppContext = Context<AppEnv>;

/** The peer address; behind a trusted proxy the address that proxy appended last to X-Forwarded-For. */
export function clientAddress(c: AppContext, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header("x-forwarded-for");
    const last = forwarded?.split(",").pop()?.trim();
    if (last) return last;
  }
  return c.env?.incoming?.socket?.remoteAddress ?? "in-process";
}
