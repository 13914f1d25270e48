/** Marketing copy of `/assistant` (its own chunk with the page, ADR 0114). Every number here is a claim from the product brief; keep them in sync. */

export const ASSISTANT = {
  hero: {
    title: 'Assistant',
    lead: 'A voice-first personal assistant for practice management. Ask out loud; it researches, files, tracks, schedules, drafts and writes to clients, all on your own hardware.',
  },
  conversations: [
    { topic: 'Research', ask: 'Find recent California appellate decisions on spoliation sanctions for deleted texts.', answer: 'Three decisions since 2023 match. The strongest for you is summarised first, with the key holding quoted.' },
    { topic: 'Document management', ask: 'File the Hernandez deposition transcript under discovery and tag it for the summary judgment motion.', answer: 'Filed under Hernandez v. Coastline / Discovery, tagged "MSJ", and linked to the motion outline.' },
    { topic: 'Time tracking', ask: 'Log 1.5 hours to Hernandez for deposition prep this morning.', answer: 'Logged 1.5 hours, task "Deposition preparation", today 8:30 to 10:00.' },
    { topic: 'Calendar', ask: 'When is my next free two-hour block for the Patel mediation brief?', answer: 'Thursday from 1 pm to 3 pm. I have held it for you.' },
    { topic: 'Drafting', ask: 'Draft a meet-and-confer letter about their late interrogatory responses.', answer: 'A draft is ready in your editor, citing the response deadline and proposing a call next week.' },
    { topic: 'Client communication', ask: 'Tell Ms. Patel the mediation moved to the 14th and ask if mornings still work.', answer: 'Drafted for your review: a short note with the new date and a question about mornings.' },
  ],
  cta: {
    title: 'Hear what your practice sounds like with Assistant',
    body: 'Trial licences are limited and by application only.',
    link: { label: 'Apply for a trial licence', to: '/contact' },
  },
} as const;
