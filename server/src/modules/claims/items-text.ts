/** A claimed item as mails, events and the staff page name it: '1 of 2 × Mug (11 oz), Sku 21101'. */
export function itemLine(
  line: { productName: string; variantName: string; sku: string; quantity: number },
  affected: number,
): string {
  const variant = line.variantName ? ` (${line.variantName})` : '';
  const count = affected === line.quantity ? `${affected}` : `${affected} of ${line.quantity}`;
  return `${count} × ${line.productName}${variant}, Sku ${line.sku}`;
}
