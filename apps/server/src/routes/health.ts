import { Hono } from "hono";
import type { AppDeps } from "../deps.js";
import type { AppEnv } from "../http/context.js";

const checkTimeoutMs = 2000;

async function check(probe: () => Promise<void>): Promise<string> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      probe(),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error("timed out")), checkTimeoutMs);
      }),
    ]);
    return "ok";
  } catch (error) {
    return error instanceof Error ? error.message.slice(0, 200) : "failed";
  } finally {
    clearTimeout(timer);
  }
}

/** /healthz: the process answers. /readyz: database and storage answer too (load balancers route on this). */
export function healthRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get("/healthz", (c) => {
    c.header("Cache-Control", "no-store");
    return c.json({ status: "ok" as const });
  });
  app.get("/readyz", async (c) => {
    const [database, storage] = await Promise.all([
      check(() => deps.db.ping()),
      check(() => deps.storage.ping()),
    ]);
    const ready = database === "ok" && storage === "ok";
    c.header("Cache-Control", "no-store");
    return c.json(
      { status: ready ? ("ok" as const) : ("unavailable" as const), checks: { database, storage } },
      ready ? 200 : 503,
    );
  });
  return app;
}
