/** Message translation and its language list (a translation service in real mode, a deterministic fake in mock mode). */
export interface TranslationLanguage {
  code: string;
  name: string;
}

export interface TranslationPort {
  languages(displayLanguage: string): Promise<TranslationLanguage[]>;
  translate(text: string, targetLanguage: string): Promise<string>;
}
