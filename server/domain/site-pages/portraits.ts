/**
 * A board member's portrait from the back office's library must be an image that is there and is a portrait
 * (kind PORTRAIT): a path typed by hand to another upload, or to nothing, is refused by the member's field.
 */
import { and, eq, inArray } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { mediaFiles } from "../../db/schema/index.ts";
import type { SitePageContentOf } from "../../../common/validation/site-pages.ts";
import type { SitePageKeyValue } from "../../../common/vocabulary/site-pages.ts";
import { DomainError } from "../errors.ts";

const LIBRARY_PORTRAIT = /^\/media\/([0-9a-f-]{36})\/portret\.webp$/;
const NOT_IN_LIBRARY = "Dit portret staat niet (meer) bij de afbeeldingen. Kies een ander portret.";

export async function checkPortraits<Key extends SitePageKeyValue>(
  tx: DbOrTx,
  key: Key,
  content: SitePageContentOf<Key>,
): Promise<void> {
  if (key !== "about") return;
  const members = (content as SitePageContentOf<"about">).boardMembers;
  const wanted = members.flatMap((member, index) => {
    const id = member.portraitUrl ? LIBRARY_PORTRAIT.exec(member.portraitUrl)?.[1] : undefined;
    return id ? [{ id, index }] : [];
  });
  if (wanted.length === 0) return;
  const found = await tx
    .select({ id: mediaFiles.id })
    .from(mediaFiles)
    .where(and(inArray(mediaFiles.id, [...new Set(wanted.map((item) => item.id))]), eq(mediaFiles.kind, "PORTRAIT")));
  const known = new Set(found.map((row) => row.id));
  const fieldErrors = Object.fromEntries(
    wanted
      .filter((item) => !known.has(item.id))
      .map((item) => [`boardMembers.${item.index}.portraitUrl`, NOT_IN_LIBRARY]),
  );
  const [field] = Object.keys(fieldErrors);
  if (field) throw new DomainError("BAD_USER_INPUT", NOT_IN_LIBRARY, { field, fieldErrors });
}
