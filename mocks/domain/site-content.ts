import { db } from '../db/database';

/** What the administrator set up for the whole site: help pages, landing links, the lists' settings, the app of the day. */

export function helpPagesIn(language: string) {
  return db.helpPages
    .all()
    .filter((page) => page.language === language)
    .map(({ id, title, description }) => ({ id, title, description }));
}

export function landingLinks() {
  return db.landingLinks.all();
}

export function adminSettings() {
  return db.adminSettings.findFirst();
}

export function appOfTheDay() {
  return db.appOfTheDay.findFirst();
}
