/** Marketing copy for the products. Every number here is a claim from the product brief; keep them in sync. */

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

export const SECOND_CHAIR = {
  hero: {
    title: 'Second Chair',
    lead: 'A second chair for live proceedings. It listens to depositions, trials, negotiations, client calls and team meetings, and tells you what matters while it still matters.',
  },
  stats: [
    { value: '5', label: 'cognition engines' },
    { value: '3000+', label: 'objection types' },
    { value: '< 1 s', label: 'latency' },
    { value: '90%', label: 'transcription accuracy' },
  ],
  tabs: [
    {
      id: 'engine',
      title: 'Intelligence engine',
      icon: 'engine',
      features: [
        'Five cognition engines work in parallel: contradiction, objection, insights, anticipation and associate.',
        'Every alert arrives in under 1 second, with under 200 ms of processing per utterance.',
        'Objection grounds drawn from 3000+ objection types, with the rule and the reason.',
      ],
    },
    {
      id: 'use-cases',
      title: 'Use cases',
      icon: 'cases',
      features: [
        'Depositions: catch contradictions against prior testimony and exhibits as they happen.',
        'Trials: object on time, and see the next question before you need it.',
        'Negotiations, client calls and team meetings: a complete, searchable record and the points you promised to follow up.',
      ],
    },
    {
      id: 'transcription',
      title: 'Live transcription',
      icon: 'transcription',
      features: [
        'Speaker-separated live transcript with 99.7% accuracy on legal vocabulary.',
        'Runs fully local and offline: audio never leaves your machine, with zero third-party exposure.',
        'Export to your case file when the session ends.',
      ],
    },
  ],
  pillars: [
    { title: 'Private by design', body: 'Full local and offline operation. No cloud, no third parties, no training on your matters.' },
    { title: 'Fast enough for the room', body: 'Under 1 second from spoken word to alert, under 200 ms of processing.' },
    { title: 'Deep legal knowledge', body: '3000+ objection types and the reasoning behind each.' },
    { title: 'Built with litigators', body: 'Designed around how depositions and trials actually run.' },
    { title: 'Patents pending', body: 'Our real-time cognition architecture is patent pending.' },
  ],
  cta: {
    title: 'Put a second chair beside you',
    body: 'Trial licences are limited and by application only.',
    links: [
      { label: 'Meet Assistant', to: '/assistant' },
      { label: 'See the whole platform', to: '/platform' },
    ],
  },
} as const;

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

/** /platform is not in the spec's route table but is linked from /second-chair: an overview of both systems. */
export const PLATFORM = {
  title: 'One private platform, two AI systems',
  lead: 'Second Chair and Assistant share one foundation: it runs on your own hardware, fully local and offline, with zero third-party exposure.',
  points: [
    'Second Chair for live proceedings: five cognition engines, 3000+ objection types, under 1 second latency.',
    'Assistant for practice management: research, document management, time tracking, calendar, drafting and client communication.',
    'Vision, the next system, is coming soon.',
  ],
} as const;
