/** The settings every member starts with, made by the seed, a sign-up or a recording: visible, every notice and feed field on. */
export const NEW_MEMBER_SETTINGS = {
  invisible: 'false',
  hide_ads: 'false',
  message_notification: 'true',
  like_notification: 'true',
  feed_image: 'true',
  feed_location: 'true',
  feed_job: 'true',
  feed_bio: 'true',
  feed_company: 'true',
  feed_school: 'true',
  swipe: '0',
} as const;
