// Text as it enters the shop (form fields, JSON bodies, query strings, CSV cells, file names) is
// cleaned of control characters here. PostgreSQL refuses a NUL in text outright (error 22021, a
// 500 if it got that far), and the other C0 and C1 controls (ESC, DEL, U+0085 …) have no place in
// a shop's text: they hide words, break CSV and mail headers, and move terminals' cursors.
// docs/security.md, "Input".

/** Every C0 control, DEL and every C1 control. */
const CONTROL = /[\u0000-\u001F\u007F-\u009F]/g;
/** The same, but for tab, line feed and carriage return, which multi-line text keeps. */
const CONTROL_BUT_LINE_BREAKS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/g;
const LINE_BREAK_OR_TAB = /[\t\n\r]/g;

/** One line of text: a tab or line break becomes a space, every other control character goes. */
export function cleanLine(text: string): string {
  return text.replace(LINE_BREAK_OR_TAB, ' ').replace(CONTROL, '');
}

/** Text of several lines (a description, a message): keeps tabs and line breaks, drops every other control character. */
export function cleanMultiline(text: string): string {
  return text.replace(CONTROL_BUT_LINE_BREAKS, '');
}

/** Whether the text holds any control character, a tab or line break included. */
export function hasControlCharacter(text: string): boolean {
  return /[\u0000-\u001F\u007F-\u009F]/.test(text);
}
