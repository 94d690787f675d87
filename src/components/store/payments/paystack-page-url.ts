/**
 * Paystack's hosted payment page, as our server had it from Paystack, if it is an http(s)
 * address; null otherwise, so no other scheme can ever be opened from it.
 */
export function paystackPageUrl(authorizationUrl: string): string | null {
  try {
    const { protocol } = new URL(authorizationUrl);
    return protocol === 'https:' || protocol === 'http:' ? authorizationUrl : null;
  } catch {
    return null;
  }
}
