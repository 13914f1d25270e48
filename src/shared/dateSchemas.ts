import * as z from 'zod/mini';
import './zodMessages';
import { isIsoDate } from './work/dates';

/**
 * The wire's two kinds of date, each defined once. Their registry metadata gives docs/api/openapi.json its
 * `format` (ADR 0161) without changing what they accept or what they say when they refuse.
 */

/** A calendar day, YYYY-MM-DD (a real day: 2026-02-30 is refused). OpenAPI: `format: date`. */
export const DaySchema = z.string().check(z.refine(isIsoDate, { message: 'Use a date such as 2026-11-23.' }), z.meta({ format: 'date' }));

/** An instant as the service writes it (ISO 8601 date-time, `toISOString()`). OpenAPI: `format: date-time`. */
export const TimestampSchema = z.string().check(z.meta({ format: 'date-time' }));
