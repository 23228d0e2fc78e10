/**
 * The shape of the secret token in a course cancel link (/vakschool/afmelden/{token}). Our tokens are 32
 * URL-safe base64 characters (24 random bytes); the bounds leave room for a longer token later, while anything
 * outside them is no token of ours: the page answers 404 and the API 'not found' without asking the database.
 */
const CANCEL_TOKEN_PATTERN = /^[A-Za-z0-9_-]{16,128}$/;

export function isCancelTokenShape(token: string | undefined): token is string {
  return token !== undefined && CANCEL_TOKEN_PATTERN.test(token);
}
