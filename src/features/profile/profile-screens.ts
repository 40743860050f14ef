/**
 * The profile and its editor, one lazy chunk: the route table imports this module for both, so
 * moving between them loads nothing more. The photos (carousel, menu) and the phone change (code
 * input) are routes of their own chunks (photos-page, change-phone-page), loaded when opened.
 */
export { EditProfileScreen } from './edit-profile-page';
export { ProfileScreen } from './profile-page';
