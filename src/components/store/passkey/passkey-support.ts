/** Whether this browser can use passkeys at all (kept apart so a check loads no ceremony code). */
export function passkeysSupported() {
  return typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';
}
