export interface LegalSection {
  heading: string;
  paragraphs: readonly string[];
  list?: readonly string[];
}
