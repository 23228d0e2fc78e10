/** Hours and points as certificates and staff pages show them: '6,5' from the stored '6.50', '3' from '3.00'. */
export function formatPoints(value: string): string {
  return Number(value).toLocaleString("nl-NL", { maximumFractionDigits: 2 });
}
