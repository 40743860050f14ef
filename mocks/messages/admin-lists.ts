import type { LanguageCode } from '@/shared/api/contract/common';
import type { AdminData } from '@/shared/api/contract/profile';
import type { Translation } from './translations';

/**
 * The administrator's lists in the other languages a call can carry: a real server keeps its
 * 'here to' choices and interests per language and answers them in the call's `language`, as it
 * does its messages. Keyed by the English name, which stays what the seed stores and what the
 * English answers say. A name the table lacks (one the
 * administrator added, a scenario's planted text) goes out as it is stored.
 */
export const peopleForTranslations: Readonly<Record<string, Translation>> = {
  Dating: { fr: 'Rencontres', ar: 'مواعدة' },
  Friends: { fr: 'Amitié', ar: 'صداقة' },
  Study: { fr: 'Études', ar: 'دراسة' },
  Partner: { fr: 'Partenaire', ar: 'شريك حياة' },
};

export const interestTranslations: Readonly<Record<string, Translation>> = {
  Travel: { fr: 'Voyages', ar: 'السفر' },
  Music: { fr: 'Musique', ar: 'الموسيقى' },
  Cooking: { fr: 'Cuisine', ar: 'الطبخ' },
  Hiking: { fr: 'Randonnée', ar: 'المشي في الطبيعة' },
  Movies: { fr: 'Cinéma', ar: 'الأفلام' },
  Reading: { fr: 'Lecture', ar: 'القراءة' },
  Photography: { fr: 'Photographie', ar: 'التصوير' },
  Yoga: { fr: 'Yoga', ar: 'اليوغا' },
  Football: { fr: 'Football', ar: 'كرة القدم' },
  Dancing: { fr: 'Danse', ar: 'الرقص' },
  Art: { fr: 'Art', ar: 'الفن' },
  Gaming: { fr: 'Jeux vidéo', ar: 'ألعاب الفيديو' },
  Coffee: { fr: 'Café', ar: 'القهوة' },
  Wine: { fr: 'Vin', ar: 'النبيذ' },
  Running: { fr: 'Course à pied', ar: 'الجري' },
  Cycling: { fr: 'Vélo', ar: 'ركوب الدراجات' },
  Theatre: { fr: 'Théâtre', ar: 'المسرح' },
  Languages: { fr: 'Langues', ar: 'اللغات' },
  Pets: { fr: 'Animaux', ar: 'الحيوانات الأليفة' },
  Volunteering: { fr: 'Bénévolat', ar: 'التطوع' },
};

function inLanguage(table: Readonly<Record<string, Translation>>, name: string, language: LanguageCode): string {
  return language === 'en' ? name : (table[name]?.[language] ?? name);
}

/** An interest's name in the call's language. */
export function interestIn(name: string, language: LanguageCode): string {
  return inLanguage(interestTranslations, name, language);
}

/** admindatas' answer in the call's language: the choices' and interests' names; ids, icons and limits as stored. */
export function adminDataIn(settings: AdminData, language: LanguageCode): AdminData {
  if (language === 'en') return settings;
  return {
    ...settings,
    peoplefor: settings.peoplefor.map((option) => ({ ...option, name: inLanguage(peopleForTranslations, option.name, language) })),
    interests: settings.interests.map((interest) => ({ name: interestIn(interest.name, language) })),
  };
}

/**
 * The stored (English) interest a member sent, in whichever language the list was shown to
 * them (websetprofile's and sign-up's `check`): a French screen sends 'Voyages', the
 * server keeps 'Travel'. Case does not matter; an unknown name gives undefined.
 */
export function storedInterest(sent: string, known: readonly string[]): string | undefined {
  const wanted = sent.trim().toLowerCase();
  return known.find((name) => [name, interestTranslations[name]?.fr, interestTranslations[name]?.ar].some((text) => text?.toLowerCase() === wanted));
}
