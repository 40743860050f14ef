import { useQuery } from '@tanstack/react-query';
import { getPorts } from '@/shared/ports/ports';

/** The translation port's languages, named in the page's language. */
export function useTranslationLanguages(displayLanguage: string) {
  return useQuery({
    queryKey: ['translation-languages', displayLanguage],
    queryFn: async () => (await getPorts()).translation.languages(displayLanguage),
    staleTime: Infinity,
  });
}

/** One received text in the chosen language, asked only when the member wants it. */
export function useTranslatedText(text: string, language: string, enabled: boolean) {
  return useQuery({
    queryKey: ['translation', language, text],
    queryFn: async () => (await getPorts()).translation.translate(text, language),
    enabled: enabled && text !== '',
    staleTime: Infinity,
  });
}
