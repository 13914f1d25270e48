import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { dayIn } from '../../src/shared/work/dates.ts';
import { companyTimeZone } from '../src/clock.ts';

/** The service's "today" is the company's, not the server's (issue #46): a server in UTC serving a company in Tokyo. */
describe("the company's day", () => {
  it('is the calendar day in the named zone, on either side of the date line', () => {
    const at = new Date('2026-12-06T23:30:00Z');
    expect(dayIn('UTC', at)).toBe('2026-12-06');
    expect(dayIn('Asia/Tokyo', at)).toBe('2026-12-07');
    expect(dayIn('America/Los_Angeles', at)).toBe('2026-12-06');
    expect(dayIn('Pacific/Kiritimati', new Date('2026-12-31T10:00:00Z'))).toBe('2027-01-01');
  });

  it('comes from APP_COMPANY_TIME_ZONE, refuses a name that is no zone, and is the server’s own when unset', () => {
    expect(companyTimeZone({ APP_COMPANY_TIME_ZONE: 'Europe/Berlin' })).toBe('Europe/Berlin');
    expect(() => companyTimeZone({ APP_COMPANY_TIME_ZONE: 'Mars/Olympus' })).toThrow('APP_COMPANY_TIME_ZONE is not a time zone: Mars/Olympus');
    expect(companyTimeZone({})).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });

  it("is what the service's clock says, in a process whose machine zone is UTC", () => {
    const root = path.resolve(import.meta.dirname, '..', '..');
    const probe = "process.stdout.write(require('./service/src/clock.ts').today(new Date('2026-12-06T23:30:00Z')))";
    const run = spawnSync(path.join(root, 'node_modules', '.bin', 'tsx'), ['--eval', probe], { cwd: root, encoding: 'utf8', env: { ...process.env, TZ: 'UTC', APP_COMPANY_TIME_ZONE: 'Asia/Tokyo' } });
    expect(run.stdout).toBe('2026-12-07');
  });
});
