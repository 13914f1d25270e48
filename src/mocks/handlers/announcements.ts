import { http, HttpResponse } from 'msw';
import { ANNOUNCEMENT_OPERATIONS as OPS } from '../../shared/contract/announcements';
import { announcementNotice, byReadingOrder, isCurrent, validateAnnouncement } from '../../shared/announcements/rules';
import { AnnouncementDraftSchema } from '../../shared/announcements/schemas';
import type { Announcement, AnnouncementDraft } from '../../shared/announcements/schemas';
import { isoDate } from '../../shared/work/dates';
import type { Notice } from '../../shared/work/notices';
import { firstError } from '../../shared/work/rules';
import { seedAnnouncements } from '../../shared/demo/announcements';
import { PEOPLE } from '../../shared/demo/work';
import { authorize, invalid, notFound } from './identity';
import { idempotentCreates, parse } from './requests';

type Notify = (userId: string, fields: Notice) => void;

/**
 * Announcements (src/shared/contract/announcements.ts) over an in-memory list, with the service's roles and the
 * shared rules of src/shared/announcements/rules.ts; a new one notifies everyone but its author.
 */
export function announcementHandlers(basePath: string, notify: Notify) {
  let list: Announcement[] = seedAnnouncements();
  let sequence = 0;
  const creates = idempotentCreates();
  const at = (path: string) => `*${basePath.replace(/\/$/, '')}${path.replace(/\{(\w+)\}/g, ':$1')}`;
  const today = () => isoDate(new Date());
  const checked = (draft: AnnouncementDraft, change: 'create' | 'update'): AnnouncementDraft | Response => {
    const errors = validateAnnouncement(draft, today(), change);
    const problem = firstError(errors);
    return problem ? invalid(problem, errors) : { ...draft, title: draft.title.trim(), body: draft.body.trim() };
  };

  const handlers = [
    http.get(at(OPS.getAnnouncements.path), ({ request }) => {
      const caller = authorize(request);
      if (caller instanceof Response) return caller;
      return HttpResponse.json(list.filter((a) => isCurrent(a, today())).sort(byReadingOrder));
    }),
    http.post(at(OPS.createAnnouncement.path), async ({ request }) => {
      const caller = authorize(request, OPS.createAnnouncement.roles);
      if (caller instanceof Response) return caller;
      const input = await parse(request, AnnouncementDraftSchema);
      if (input instanceof Response) return input;
      return creates.once(request, caller, input, () => {
        const draft = checked(input, 'create');
        if (draft instanceof Response) return draft;
        sequence += 1;
        const now = new Date().toISOString();
        const created: Announcement = { ...draft, id: `an-new-${sequence}`, author: caller.name, createdAt: now, updatedAt: now };
        list = [...list, created];
        for (const p of PEOPLE) if (p.id !== caller.id) notify(p.id, announcementNotice(created));
        return HttpResponse.json(created, { status: 201 });
      });
    }),
    http.put(at(OPS.updateAnnouncement.path), async ({ request, params }) => {
      const caller = authorize(request, OPS.updateAnnouncement.roles);
      if (caller instanceof Response) return caller;
      const input = await parse(request, AnnouncementDraftSchema);
      if (input instanceof Response) return input;
      const draft = checked(input, 'update');
      if (draft instanceof Response) return draft;
      const found = list.find((a) => a.id === String(params.announcementId));
      if (!found) return notFound('Announcement not found.');
      const updated: Announcement = { ...found, ...draft, updatedAt: new Date().toISOString() };
      list = list.map((a) => (a.id === found.id ? updated : a));
      return HttpResponse.json(updated);
    }),
  ];

  return {
    handlers,
    reset() {
      list = seedAnnouncements();
      sequence = 0;
      creates.reset();
    },
  };
}
