import { describe, expect, it } from 'vitest';
import { filterFormSchema, filterRequest, hasUsableLocation, initialValues, limitsOf, returnPathOf, togglePeopleFor } from '@/features/filter/filter-form';
import { paths } from '@/shared/routing/paths';
import { formProblem } from '../support/form-problem';

const limits = limitsOf({ max_age: '80', max_distance: '100' });
const saved = { filter_age: '25-40', filter_distance: '30', filter_gender: 'women' as const, filter_peoplefor: ['2'] };
const place = { location: 'Paris, Île-de-France, France', lat: '48.85', lon: '2.35' };

describe('the filter form', () => {
  it('opens with the saved filter', () => {
    expect(initialValues(saved, limits)).toEqual({ age: [25, 40], distance: 30, gender: 'women', peopleFor: ['2'] });
  });

  it('keeps the saved values inside 18..max_age and 0..max_distance, the widest range when none is saved', () => {
    expect(initialValues({ ...saved, filter_age: '10-99', filter_distance: '500' }, limits)).toMatchObject({ age: [18, 80], distance: 100 });
    expect(initialValues({ ...saved, filter_age: '', filter_distance: '' }, limits)).toMatchObject({ age: [18, 80], distance: 100 });
    expect(initialValues(saved, limitsOf({ max_age: '35', max_distance: '20' }))).toMatchObject({ age: [25, 35], distance: 20 });
  });

  it("sends the age as 'min-max' and the people-for ids comma-separated, with the member's place", () => {
    const values = { age: [28, 40] as [number, number], distance: 12, gender: 'men' as const, peopleFor: ['1', '3'] };
    expect(filterRequest('7', values, place)).toEqual({
      user_id: '7',
      age: '28-40',
      distance: '12',
      gender: 'men',
      people_for: '1,3',
      place: place.location,
      lat: '48.85',
      lon: '2.35',
    });
  });

  it("refuses an empty or 'undefined' location ('Select location properly or change location')", () => {
    const values = initialValues(saved, limits);
    const problemWith = (at: typeof place) => formProblem(filterFormSchema, { ...values, place: at });
    expect(problemWith({ ...place, lat: '' })).toBe('locationInvalid');
    expect(problemWith({ ...place, location: 'undefined' })).toBe('locationInvalid');
    expect(problemWith(place)).toBeNull();
    expect(hasUsableLocation(place)).toBe(true);
  });

  it("returns to Find new people for page marker '2', to the deck otherwise", () => {
    expect(returnPathOf('2')).toBe(paths.findNewPeople);
    expect(returnPathOf('1')).toBe(paths.peopleNear);
    expect(returnPathOf(null)).toBe(paths.peopleNear);
  });

  it('toggles a people-for choice', () => {
    expect(togglePeopleFor(['1'], '2')).toEqual(['1', '2']);
    expect(togglePeopleFor(['1', '2'], '1')).toEqual(['2']);
  });
});
