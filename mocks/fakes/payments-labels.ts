/** The fake drop-in's texts in the app's three languages, as Braintree's drop-in localises its own. */
export interface DropInLabels {
  legend: string;
  note: string;
  cardNumber: string;
  expiration: string;
  expirationPlaceholder: string;
  cvv: string;
  invalidNumber: string;
  invalidExpiration: string;
  invalidCvv: string;
}

const labels: Record<'en' | 'fr' | 'ar', DropInLabels> = {
  en: {
    legend: 'Pay with card',
    note: 'Test mode: no real payment is made.',
    cardNumber: 'Card number',
    expiration: 'Expiration date (MM/YY)',
    expirationPlaceholder: 'MM/YY',
    cvv: 'CVV',
    invalidNumber: 'This card number is not valid.',
    invalidExpiration: 'This expiration date is not valid.',
    invalidCvv: 'This security code is not valid.',
  },
  fr: {
    legend: 'Payer par carte',
    note: 'Mode test : aucun paiement réel n’est effectué.',
    cardNumber: 'Numéro de carte',
    expiration: 'Date d’expiration (MM/AA)',
    expirationPlaceholder: 'MM/AA',
    cvv: 'Cryptogramme (CVV)',
    invalidNumber: 'Ce numéro de carte n’est pas valide.',
    invalidExpiration: 'Cette date d’expiration n’est pas valide.',
    invalidCvv: 'Ce code de sécurité n’est pas valide.',
  },
  ar: {
    legend: 'الدفع بالبطاقة',
    note: 'وضع الاختبار: لن يتم أي دفع حقيقي.',
    cardNumber: 'رقم البطاقة',
    expiration: 'تاريخ انتهاء الصلاحية (شهر/سنة)',
    expirationPlaceholder: 'MM/YY',
    cvv: 'رمز التحقق (CVV)',
    invalidNumber: 'رقم البطاقة غير صالح.',
    invalidExpiration: 'تاريخ انتهاء الصلاحية غير صالح.',
    invalidCvv: 'رمز الأمان غير صالح.',
  },
};

/** Braintree takes locales like 'fr_FR'; the app may pass 'fr'. Anything else reads in English. */
export function dropInLanguage(locale: string | undefined): 'en' | 'fr' | 'ar' {
  const language = (locale ?? '').split(/[_-]/)[0]?.toLowerCase();
  return language === 'fr' || language === 'ar' ? language : 'en';
}

export function dropInLabels(locale: string | undefined): DropInLabels {
  return labels[dropInLanguage(locale)];
}
