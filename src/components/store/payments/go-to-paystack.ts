/**
 * Sends the browser to Paystack's hosted payment page. The address comes from our server, which
 * had it from Paystack; anything but http(s) is still refused, so no other scheme can ever run.
 */
export function goToPaystack(authorizationUrl: string): boolean {
  let protocol: string;
  try {
    protocol = new URL(authorizationUrl).protocol;
  } catch {
    return false;
  }
  if (protocol !== 'https:' && protocol !== 'http:') return false;
  window.location.assign(authorizationUrl);
  return true;
}
