/** Copy of `/careers` (its own chunk with the page, ADR 0114). */
export const CAREERS = {
  heading: 'Careers',
  body: 'Positions are opening soon. We are a small team building private AI for attorneys.',
  openings: 'Positions opening soon: engineering, legal research and customer success.',
  contact: 'Send your CV and a short note to',
};
