import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";

setFlagsFromString("--expose-gc");
const gc = runInNewContext("gc") as () => void;

/** Heap and string memory in use after a full collection; the input's bytes (array buffers) are not counted. */
export function inUse(): number {
  gc();
  gc();
  const { heapUsed, external, arrayBuffers } = process.memoryUsage();
  return heapUsed + external - arrayBuffers;
}
