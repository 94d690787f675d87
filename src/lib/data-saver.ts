// Whether a request asks for the data saver (docs/decisions/0083-data-saver.md). One pure function,
// read by the store layout (what is rendered) and by the page cache (which kept copy a request gets),
// so the two can never disagree; only its boolean ever reaches a cache key, never a header's or a
// cookie's own text.

/** The shopper's own choice from the footer switch: `on` or `off`, for a year. */
export const DATA_SAVER_COOKIE = 'data-saver';
export const DATA_SAVER_COOKIE_MAX_AGE = 60 * 60 * 24 * 365;

/** The request headers a page's variant depends on: its `Vary`, besides the encoding. */
export const DATA_SAVER_VARY = 'Save-Data, ECT, Cookie';

/** Asks Chromium to send the connection's effective type (ECT) with its next requests. */
export const DATA_SAVER_ACCEPT_CH = 'ECT, Save-Data';

type HeaderValue = string | string[] | null | undefined;

function single(value: HeaderValue) {
  return (Array.isArray(value) ? value.join(';') : (value ?? '')).trim().toLowerCase();
}

/** The footer switch's cookie: true, false, or null when the shopper never chose. */
export function dataSaverChoice(cookieHeader: HeaderValue): boolean | null {
  const cookies = Array.isArray(cookieHeader) ? cookieHeader.join('; ') : (cookieHeader ?? '');
  const match = new RegExp(`(?:^|;\\s*)${DATA_SAVER_COOKIE}=(on|off)(?:;|\\s*$)`).exec(cookies);
  return match ? match[1] === 'on' : null;
}

/**
 * The data saver is on when the shopper turned it on, else when the browser asks to save data
 * (`Save-Data: on`) or reports a 2G connection (`ECT: 2g` or `slow-2g`). The shopper's `off`
 * wins over the browser: they chose to see the pictures.
 */
export function dataSaverRequested(headers: { saveData?: HeaderValue; ect?: HeaderValue; cookie?: HeaderValue }): boolean {
  const choice = dataSaverChoice(headers.cookie);
  if (choice !== null) return choice;
  if (single(headers.saveData) === 'on') return true;
  const ect = single(headers.ect);
  return ect === '2g' || ect === 'slow-2g';
}
