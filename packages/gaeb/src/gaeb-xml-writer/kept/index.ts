/** Whether an element the model kept unchanged may go into GAEB DA XML 3.3 output, as the official schema says. */
export { keptCheckedNames, keptIdRefs, keptProblem } from "./check.js";
