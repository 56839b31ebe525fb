import type { Locale } from "../issues.js";
import type { GaebDocument } from "../model.js";
import type { AwardNoteLabels } from "./award-note-labels.js";
import type { GrandRows } from "./comparison-totals.js";
import type { Evaluation } from "./evaluation.js";
import type { EvaluationData } from "./evaluation-data.js";
import type { EvaluationLabels } from "./evaluation-labels.js";
import type { CompareLabels } from "./labels.js";
import type { ComparisonColumns } from "./layout-columns.js";
import type { RankedBidder } from "./summary-sheet.js";
import type { WertungCells } from "./wertung-cells.js";

/** What the Vergabevermerk is made of: the comparison's figures and where the sheets before it keep theirs. */
export interface AwardNoteInput {
  request: GaebDocument;
  requestFile: string;
  currency: string;
  lang: Locale;
  labels: CompareLabels;
  words: EvaluationLabels;
  note: AwardNoteLabels;
  data: EvaluationData;
  evaluation: Evaluation;
  /** The ranking's lines, in any order: each names its bidder's index. */
  ranked: readonly RankedBidder[];
  cells: WertungCells;
  /** Where the Preisspiegel keeps each bidder's offer total and discount. */
  preisspiegel: { sheet: string; grandRows: GrandRows; columns: ComparisonColumns };
  /** The note's date, "YYYY-MM-DD". */
  date: string;
}
