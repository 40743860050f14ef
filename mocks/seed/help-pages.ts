/**
 * The help pages and landing links the server holds. Page 2 is Safety Tips: the
 * chat menu links to it. Page 6 carries a script probe for the sanitizer.
 */
export const helpPages = [
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
    // A harmless script probe on purpose: the help screens render server HTML
    // only through the sanitizing component, and the end-to-end test checks that
    // neither the onerror nor the script runs (window.__xss stays undefined).
    // A data: source fails without a network request, so no 404 reaches the console.
    description:
      '<p>Amora is a place for kind, honest connections.</p><ul><li>Be yourself: no fake profiles.</li><li>No harassment, hate or spam.</li><li>Report what breaks these rules.</li></ul><img src="data:," alt="" onerror="window.__xss=1"><script>window.__xss=2</script><p>Thank you for keeping Amora friendly.</p>',
  },
];

export const landingLinks = [
  { title: 'facebook', url: 'https://facebook.com/amora' },
  { title: 'twitter', url: 'https://twitter.com/amora' },
  { title: 'google', url: 'https://google.com/search?q=amora' },
];
