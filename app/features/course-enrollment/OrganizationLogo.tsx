import { mediaSrcSet } from "../../../common/media.ts";

/** An organisation's logo; the demo logos are 320x96, and the fixed height reserves their space before loading. */
export function OrganizationLogo({
  name,
  logoUrl,
  className = "h-12",
  lazy = true,
}: {
  name: string;
  logoUrl: string | null;
  className?: string;
  lazy?: boolean;
}) {
  if (!logoUrl) return null;
  return (
    <img
      src={logoUrl}
      srcSet={mediaSrcSet(logoUrl)}
      alt={`Logo van ${name}`}
      width={320}
      height={96}
      loading={lazy ? "lazy" : "eager"}
      decoding="async"
      className={`w-auto max-w-full object-contain object-left ${className}`}
    />
  );
}
