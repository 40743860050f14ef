/** How people write numbers (spaces, dots, dashes, brackets) is not part of them. */
export function normalizePhone(phone: string): string {
  return phone.replace(/[\s().-]/g, '');
}
