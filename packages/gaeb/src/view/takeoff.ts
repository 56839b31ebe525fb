import type { QuantityDetermination } from "../model.js";
import { readTakeoff, rebFactor } from "../takeoff/calculations.js";
import type { ViewTakeoff, ViewTakeoffLine } from "./types.js";

/** An item's `QtyDeterm` for the viewer: rows joined and computed as `readTakeoff` does, figures as decimal strings. */
export function viewTakeoff(determination: QuantityDetermination): ViewTakeoff {
  const takeoff = readTakeoff(determination.lines);
  const lines = takeoff.entries.map((entry): ViewTakeoffLine => {
    if (entry.kind === "text") return { kind: "text", text: entry.text };
    if (entry.kind === "other") return { kind: "other", raw: entry.raw };
    const factor = entry.factor ? rebFactor(entry.factor) : undefined;
    return {
      kind: "calculation",
      explanation: entry.explanation,
      deduction: entry.deduction,
      ...(factor ? { factor: factor.toString() } : {}),
      expression: entry.expression,
      ...(entry.address ? { address: entry.address } : {}),
      ...(entry.result ? { result: entry.result.toString() } : {}),
    };
  });
  return {
    ...(determination.quantity ? { quantity: determination.quantity.toString() } : {}),
    ...(takeoff.sum ? { sum: takeoff.sum.toString() } : {}),
    lines,
  };
}
