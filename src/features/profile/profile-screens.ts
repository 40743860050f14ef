/**
 * The profile area's four screens, one lazy chunk: the route table imports this module for each
 * of them, so moving between the profile, its editor, the photos and the phone loads nothing more.
 */
export { ChangePhoneScreen } from './change-phone-page';
export { EditProfileScreen } from './edit-profile-page';
export { ProfileScreen } from './profile-page';
export { ProfilePhotosScreen } from './photos-page';
