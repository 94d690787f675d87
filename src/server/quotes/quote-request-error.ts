// A quote request or a measuring visit's booking refused, with the HTTP status and the form field it is
// about (POST /api/quotes), and who sent it.

export class QuoteRequestError extends Error {
  constructor(
    message: string,
    readonly status: 400 | 413 | 415,
    readonly field?: 'files' | 'wantedBy' | 'productId' | 'deliveryState',
  ) {
    super(message);
    this.name = 'QuoteRequestError';
  }
}

/** Who sends the request: the signed-in account, if any, and the client address's limit key. */
export type QuoteSender = { userId: string | null; clientAddress: string };
