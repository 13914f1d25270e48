/** Marketing copy of `/second-chair` (its own chunk with the page, ADR 0114). Every number here is a claim from the product brief; keep them in sync. */

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
