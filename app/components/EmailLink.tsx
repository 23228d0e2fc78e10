/**
 * A mailto link whose address may wrap after the '@' rather than in the middle of the domain, so long
 * addresses stay readable in narrow cards (break-words still saves a domain that is too long on its own).
 */
export function EmailLink({ address, className = "" }: { address: string; className?: string }) {
  const at = address.indexOf("@");
  return (
    <a href={`mailto:${address}`} className={`break-words ${className}`}>
      {address.slice(0, at + 1)}
      <wbr />
      {address.slice(at + 1)}
    </a>
  );
}
