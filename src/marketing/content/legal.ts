/** The shape of a legal page's copy; each page's copy is in its own file, in its own chunk (ADR 0114). */
export interface LegalSection {
  heading: string;
  paragraphs: string[];
}

export interface LegalContent {
  heading: string;
  sections: LegalSection[];
}
