import { describe, expect, it } from 'vitest';
import { cardDetails } from './card-details';

describe('deck card details', () => {
  it('collapses the bio and keeps the first four distinct interests', () => {
    expect(cardDetails({ bio: '  Coffee,\n\n hikes   and books ', interest_other: ['Travel', ' Music ', '', 'Travel', 'Art', 'Food', 'Yoga'] })).toEqual({
      bio: 'Coffee, hikes and books',
      interests: ['Travel', 'Music', 'Art', 'Food'],
      moreInterests: 1,
    });
  });

  it('gives nothing for a person with no bio and no interests', () => {
    expect(cardDetails({ bio: ' ', interest_other: [] })).toEqual({ bio: '', interests: [], moreInterests: 0 });
  });
});
