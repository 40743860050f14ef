import { HeartHandshake, MapPin, ShieldCheck, type LucideIcon } from 'lucide-react';

export interface IntroSlide {
  /** Key under `slides` in the welcome texts: `<key>.title` and `<key>.text`. */
  key: 'near' | 'match' | 'verified';
  icon: LucideIcon;
}

/** The three slides of the welcome page's intro (docs/product/screens-and-routes.md#welcome). */
export const introSlides: IntroSlide[] = [
  { key: 'near', icon: MapPin },
  { key: 'match', icon: HeartHandshake },
  { key: 'verified', icon: ShieldCheck },
];
