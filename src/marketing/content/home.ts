/** Marketing copy of `/` (its own chunk with the page, ADR 0114). Every number here is a claim from the product brief; keep them in sync. */

export const ENGINES = [
  { id: 'contradiction', name: 'Contradiction Engine', summary: 'Flags testimony that conflicts with earlier statements, exhibits or the record, the moment it is said.' },
  { id: 'objection', name: 'Objection Engine', summary: 'Recognises more than 3000 objection types and surfaces the grounds while there is still time to object.' },
  { id: 'insights', name: 'Insights Engine', summary: 'Tracks themes, admissions and gaps across the session so nothing important slips by.' },
  { id: 'anticipation', name: 'Anticipation Engine', summary: 'Suggests the next line of questioning and prepares you for where the other side is heading.' },
  { id: 'associate', name: 'Associate Engine', summary: 'A quiet associate at your elbow: pulls the exhibit, the cite or the note you need.' },
] as const;

export const HOME = {
  hero: {
    eyebrow: 'AI for legal professionals',
    title: 'Your second chair, in every room that matters.',
    lead: 'Second Chair listens with you through depositions, trials, negotiations, client calls and team meetings, and answers in under 1 second. Assistant runs the rest of your practice by voice. Both run fully on your own hardware: local, offline, with zero third-party exposure.',
    primary: { label: 'Explore Second Chair', to: '/second-chair' },
    secondary: { label: 'Apply for a trial licence', to: '/contact' },
  },
  video: {
    title: 'See Second Chair in a deposition',
    caption: 'A three-minute walkthrough of a mock deposition is being recorded; this poster stands in until it is published here. It will be hosted by us: nothing will load from third parties.',
  },
  mission: {
    title: 'Our mission',
    body: 'Give every attorney the attention of a full trial team, without sending a word of privileged conversation outside the firm. Patents pending.',
  },
  products: [
    { id: 'second-chair', name: 'Second Chair', to: '/second-chair', summary: 'Real-time intelligence for live proceedings: five cognition engines, 3000+ objection types, under 1 second latency.' },
    { id: 'assistant', name: 'Assistant', to: '/assistant', summary: 'A voice-first personal assistant for practice management: research, documents, time, calendar, drafting and client communication.' },
  ],
} as const;
