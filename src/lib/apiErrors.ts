/** The error catalogue of spec §8, as pure functions. */

export type ErrorCategory = 'network' | 'auth' | 'validation' | 'server' | 'timeout' | 'unknown';

export const CATEGORY_TITLES: Record<ErrorCategory, string> = {
  network: 'Network Error',
  auth: 'Authentication Error',
  validation: 'Validation Error',
  server: 'Server Error',
  timeout: 'Request Timeout',
  unknown: 'Error',
};

export const CATEGORY_DEFAULT_MESSAGES: Record<ErrorCategory, string> = {
  network: 'Network connection issue. Please check your internet connection and try again.',
  auth: 'Your session has expired. Please log in again.',
  validation: 'Please check your input and try again.',
  server: 'Server error occurred. Our team has been notified. Please try again later.',
  timeout: 'Request timed out. Please try again.',
  unknown: 'An unexpected error occurred. Please try again.',
};

export const MAPPED_MESSAGES = {
  network: 'Network connection failed. Please check your internet connection.',
  auth: 'Authentication failed. Please log in again.',
  validation: 'Invalid request. Please check your input.',
  server: 'Server error occurred. Please try again later.',
} as const;

export const SIGN_IN_REQUIRED_TEXT = 'Please sign in to access this resource.';

/** A failed call as plain data: what RTK Query stores and what toasts show. */
export interface ApiError {
  category: ErrorCategory;
  title: string;
  message: string;
  status: number | null;
  retryable: boolean;
  /** A 400 or 422's per-field messages (the API's `fields`), for the form to show beside each field. */
  fields?: Record<string, string>;
}
