import { addDays, isIsoDate, isoDate, parseIsoDate } from '../work/dates';
import type { IsoDate } from '../work/dates';

/**
 * Pay periods (issue #26 §7, ADR 0131): two whole timecard weeks, Monday to the second Sunday, one after the
 * other from a fixed Monday. A timecard week therefore lies in exactly one period, and a period is named by
 * its first day. The anchor is the Monday the company's biweekly payroll counts from.
 */
export const PAY_PERIOD_ANCHOR: IsoDate = '2024-01-01';
export const PAY_PERIOD_DAYS = 14;

export interface PayPeriodRange {
  start: IsoDate;
  end: IsoDate;
}

const dayNumber = (day: IsoDate) => Math.round(parseIsoDate(day).getTime() / 86_400_000);

/** The period holding `day`. */
export function payPeriodOf(day: IsoDate): PayPeriodRange {
  const offset = dayNumber(day) - dayNumber(PAY_PERIOD_ANCHOR);
  const start = addDays(PAY_PERIOD_ANCHOR, Math.floor(offset / PAY_PERIOD_DAYS) * PAY_PERIOD_DAYS);
  return { start, end: addDays(start, PAY_PERIOD_DAYS - 1) };
}

/** A period's first day: a real date on which a period starts. */
export function isPayPeriodStart(value: string): boolean {
  return isIsoDate(value) && payPeriodOf(value).start === value;
}

/** The Mondays of a period's two weeks. */
export function payPeriodWeeks(start: IsoDate): IsoDate[] {
  return [start, addDays(start, 7)];
}

/** The periods a payroll clerk picks from: the current one first, then the `count - 1` before it. */
export function recentPayPeriods(today: Date, count: number): PayPeriodRange[] {
  const current = payPeriodOf(isoDate(today));
  return Array.from({ length: count }, (_, i) => {
    const start = addDays(current.start, -PAY_PERIOD_DAYS * i);
    return { start, end: addDays(start, PAY_PERIOD_DAYS - 1) };
  });
}

/** The period a clerk exports by default: the last one that has ended. */
export function lastClosedPayPeriod(today: Date): PayPeriodRange {
  const current = payPeriodOf(isoDate(today));
  return payPeriodOf(addDays(current.start, -1));
}

export const PAY_PERIOD_TEXT = 'A pay period starts on its first Monday (YYYY-MM-DD), every second week.';
