/**
 * The profile and its editor, one lazy chunk: the route table imports this module for both, so
 * moving between them loads nothing more. The photos (carousel, menu) and the phone change (code
 * input) are routes of their own chunks (photos-screen, change-phone-screen), loaded when opened.
 */
export { EditProfileScreen } from './edit-profile-screen';
export { ProfileScreen } from './profile-screen';
