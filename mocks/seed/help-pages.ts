import type { LanguageCode } from '@/shared/api/contract/common';
import type { HelpPage } from '@/shared/api/contract/help';

/**
 * The help pages and landing links the server holds, in each language the app
 * speaks: a real server answers help in the language the call carries. Page 2
 * is Safety Tips: the chat menu links to it. Page 6 carries a script probe for
 * the sanitizer.
 */

// A harmless script probe on purpose: the help screens render server HTML only through the sanitizing
// component, and the end-to-end test checks that neither the onerror nor the script runs (window.__xss stays
// undefined). A data: source fails without a network request, so no 404 reaches the console.
const SCRIPT_PROBE = '<img src="data:," alt="" onerror="window.__xss=1"><script>window.__xss=2</script>';

const english: HelpPage[] = [
  {
    id: '1',
    title: 'Terms and Conditions',
    description:
      '<p>By using our services you agree to these terms. You must be at least <strong>18 years old</strong> to create an account.</p><ul><li>Be respectful to other members.</li><li>Use your own, recent photos.</li><li>Do not share anyone else’s personal information.</li></ul>',
  },
  {
    id: '2',
    title: 'Safety Tips',
    description:
      '<p>Meeting new people is exciting, but always put your safety first.</p><ul><li>Meet in a public place the first time.</li><li>Tell a friend where you are going.</li><li>Never send money to someone you have not met.</li><li>Report anyone who makes you feel unsafe.</li></ul>',
  },
  {
    id: '3',
    title: 'Privacy Policy',
    description:
      '<p>We keep only what we need to run the service. Premium members can hide their age and location, or go invisible.</p><p>You can deactivate your account at any time from <em>Settings</em>.</p>',
  },
  {
    id: '4',
    title: 'Premium Membership',
    description:
      '<p>Premium unlocks unlimited likes, rewind, seeing who likes you and who visited your profile, changing your location to any city, and free super likes and boosts.</p>',
  },
  {
    id: '5',
    title: 'Contact Us',
    description: '<p>Write to <a href="mailto:support@amora.example">support@amora.example</a>; we answer within two working days.</p>',
  },
  {
    id: '6',
    title: 'Community Guidelines',
    description: `<p>Amora is a place for kind, honest connections.</p><ul><li>Be yourself: no fake profiles.</li><li>No harassment, hate or spam.</li><li>Report what breaks these rules.</li></ul>${SCRIPT_PROBE}<p>Thank you for keeping Amora friendly.</p>`,
  },
];

const french: HelpPage[] = [
  {
    id: '1',
    title: 'Conditions générales',
    description:
      '<p>En utilisant nos services, vous acceptez ces conditions. Vous devez avoir au moins <strong>18 ans</strong> pour créer un compte.</p><ul><li>Respectez les autres membres.</li><li>Utilisez vos propres photos, récentes.</li><li>Ne partagez pas les informations personnelles d’autrui.</li></ul>',
  },
  {
    id: '2',
    title: 'Conseils de sécurité',
    description:
      '<p>Rencontrer de nouvelles personnes est passionnant, mais votre sécurité passe avant tout.</p><ul><li>Pour un premier rendez-vous, choisissez un lieu public.</li><li>Dites à un proche où vous allez.</li><li>N’envoyez jamais d’argent à quelqu’un que vous n’avez pas rencontré.</li><li>Signalez toute personne qui vous met mal à l’aise.</li></ul>',
  },
  {
    id: '3',
    title: 'Politique de confidentialité',
    description:
      '<p>Nous ne gardons que ce qui est nécessaire au service. Les membres Premium peuvent masquer leur âge et leur position, ou devenir invisibles.</p><p>Vous pouvez désactiver votre compte à tout moment depuis les <em>Paramètres</em>.</p>',
  },
  {
    id: '4',
    title: 'Abonnement Premium',
    description:
      '<p>Premium offre des likes illimités, le retour en arrière, la liste de qui vous aime et de qui a visité votre profil, le changement de ville, ainsi que des super likes et des boosts gratuits.</p>',
  },
  {
    id: '5',
    title: 'Nous contacter',
    description: '<p>Écrivez à <a href="mailto:support@amora.example">support@amora.example</a> ; nous répondons sous deux jours ouvrés.</p>',
  },
  {
    id: '6',
    title: 'Règles de la communauté',
    description: `<p>Amora est un lieu de rencontres bienveillantes et sincères.</p><ul><li>Soyez vous-même : pas de faux profils.</li><li>Ni harcèlement, ni haine, ni spam.</li><li>Signalez ce qui enfreint ces règles.</li></ul>${SCRIPT_PROBE}<p>Merci de garder Amora accueillant.</p>`,
  },
];

const arabic: HelpPage[] = [
  {
    id: '1',
    title: 'الشروط والأحكام',
    description:
      '<p>باستخدامك خدماتنا فإنك توافق على هذه الشروط. يجب أن يكون عمرك <strong>18 عامًا</strong> على الأقل لإنشاء حساب.</p><ul><li>احترم الأعضاء الآخرين.</li><li>استخدم صورك الحديثة الخاصة بك.</li><li>لا تشارك المعلومات الشخصية لأي شخص آخر.</li></ul>',
  },
  {
    id: '2',
    title: 'نصائح الأمان',
    description:
      '<p>التعرّف على أشخاص جدد أمر مشوّق، لكن سلامتك أولًا دائمًا.</p><ul><li>التقِ في مكان عام في المرة الأولى.</li><li>أخبر صديقًا بالمكان الذي تذهب إليه.</li><li>لا ترسل المال أبدًا إلى شخص لم تقابله.</li><li>أبلغ عن أي شخص يشعرك بعدم الأمان.</li></ul>',
  },
  {
    id: '3',
    title: 'سياسة الخصوصية',
    description:
      '<p>نحتفظ فقط بما نحتاجه لتشغيل الخدمة. يمكن للأعضاء المميزين إخفاء أعمارهم ومواقعهم أو التخفّي.</p><p>يمكنك إلغاء تفعيل حسابك في أي وقت من <em>الإعدادات</em>.</p>',
  },
  {
    id: '4',
    title: 'العضوية المميزة',
    description:
      '<p>تتيح العضوية المميزة إعجابات غير محدودة، والتراجع، ومعرفة من أعجب بك ومن زار ملفك، وتغيير موقعك إلى أي مدينة، وإعجابات فائقة وتعزيزات مجانية.</p>',
  },
  {
    id: '5',
    title: 'اتصل بنا',
    description: '<p>راسلنا على <a href="mailto:support@amora.example">support@amora.example</a>؛ نجيب خلال يومي عمل.</p>',
  },
  {
    id: '6',
    title: 'إرشادات المجتمع',
    description: `<p>أمورا مكان للعلاقات اللطيفة والصادقة.</p><ul><li>كن على طبيعتك: لا حسابات مزيّفة.</li><li>لا تحرّش ولا كراهية ولا رسائل مزعجة.</li><li>أبلغ عمّا يخالف هذه القواعد.</li></ul>${SCRIPT_PROBE}<p>شكرًا لأنك تحافظ على أمورا مكانًا ودودًا.</p>`,
  },
];

export const helpPagesByLanguage: Record<LanguageCode, HelpPage[]> = { en: english, fr: french, ar: arabic };

export const landingLinks = [
  { title: 'facebook', url: 'https://facebook.com/amora' },
  { title: 'twitter', url: 'https://twitter.com/amora' },
  { title: 'google', url: 'https://google.com/search?q=amora' },
];
