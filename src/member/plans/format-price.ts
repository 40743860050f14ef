/**
 * A server price ('24.99') in the server's currency ('EUR'), written the way the
 * page's language writes money. An unknown currency code keeps the number
 * formatted and the code beside it, rather than failing.
 */
export function formatPrice(price: string, currency: string, language: string): string {
  const amount = Number(price);
  if (!Number.isFinite(amount)) return currency ? `${price} ${currency}` : price;
  const code = currency.trim().toUpperCase();
  try {
    if (/^[A-Z]{3}$/.test(code)) return new Intl.NumberFormat(language, { style: 'currency', currency: code }).format(amount);
  } catch {
    // Not a currency the browser knows: fall through.
  }
  const number = new Intl.NumberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount);
  return code ? `${number} ${currency.trim()}` : number;
}
