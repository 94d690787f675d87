// Proof of a bank transfer, sent by the shopper from their order page (docs/security.md,
// "Proof of transfer"): shared by the browser (a quick check before sending) and the server
// (the real one, by magic bytes).

export const MAX_PROOF_BYTES = 5 * 1024 * 1024;

/** Detected MIME type -> the extension it is stored under. */
export const PROOF_TYPES = { 'image/jpeg': 'jpg', 'image/png': 'png', 'application/pdf': 'pdf' } as const;
export type ProofContentType = keyof typeof PROOF_TYPES;

/** For the file picker's `accept`. */
export const PROOF_ACCEPT = Object.keys(PROOF_TYPES).join(',');

export const PROOF_UPLOAD_PATH = '/api/payments/proofs';

export const proofProblems = {
  tooLarge: 'That file is larger than 5 MB. Please send a smaller picture or PDF.',
  wrongType: 'Please send a JPEG or PNG picture, or a PDF.',
  missing: 'Choose the picture or PDF of your transfer receipt first.',
} as const;

export function isProofContentType(value: string | undefined): value is ProofContentType {
  return value !== undefined && Object.hasOwn(PROOF_TYPES, value);
}

/** Where the owner (or an admin) opens a proof. */
export function proofPath(paymentId: string) {
  return `${PROOF_UPLOAD_PATH}/${paymentId}`;
}
