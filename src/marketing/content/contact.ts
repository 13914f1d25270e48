/** Copy of `/contact` (its own chunk with the page, ADR 0114). */
export const CONTACT = {
  heading: 'Talk to us',
  body: 'Trial licences are limited and by application only. Tell us about your practice and the proceedings you handle, and we will write back.',
  button: 'Email us about a trial licence',
};
