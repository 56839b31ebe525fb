// Started with `node --import` by test/cli-startup.test.ts: writes the URL of every module Node loads to the file
// named by GAEB_LOADED_LOG, one a line, so a test can say what a command reads at start-up. The same file is the
// hooks module too: registered from the main thread, its `load` hook runs on Node's hooks thread.
import { appendFileSync } from "node:fs";
import { register } from "node:module";
import { isMainThread } from "node:worker_threads";

if (isMainThread) register(import.meta.url);

export async function load(url, context, next) {
  if (url.startsWith("file:")) appendFileSync(process.env.GAEB_LOADED_LOG, `${url}\n`);
  return next(url, context);
}
