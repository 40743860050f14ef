/**
 * The details a new person types into the sign-up form, in the stories and tests that walk the
 * sign-up: valid by every rule of docs/product/rules-and-timings.md#validation, on an address and a phone no demo account uses.
 */
export const newMemberDetails = {
  name: 'Jamie Rivers',
  email: 'jamie@example.test',
  password: 'secret12',
  dob: '1995-06-15',
  age: 31,
  gender: 'female',
  phone: '+33612345678',
} as const;
