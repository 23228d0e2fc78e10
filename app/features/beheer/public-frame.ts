/**
 * A back-office page that shows itself in the public site's frame instead of the back office's (a site page's
 * preview): still behind the back office's sign-in and permission (its layout's middleware), never indexed.
 */
export type PublicFrameHandle = { publicFrame: true };

export const PUBLIC_FRAME: PublicFrameHandle = { publicFrame: true };

export function showsPublicFrame(handle: unknown): boolean {
  return typeof handle === "object" && handle !== null && (handle as Partial<PublicFrameHandle>).publicFrame === true;
}
