/** Marketing copy of `/platform` (its own chunk with the page, ADR 0114). Every number here is a claim from the product brief; keep them in sync. */

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
