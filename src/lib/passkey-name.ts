/** The longest name a passkey may have: enough for "Passkey on Ada's work laptop", no more. */
export const PASSKEY_NAME_MAX_LENGTH = 60;
