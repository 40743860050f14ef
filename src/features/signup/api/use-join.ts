import { useMutation } from '@tanstack/react-query';
import { api } from '@/shared/api/api';
import { completeSignIn } from '@/shared/member/complete-sign-in';
import { clearSignupCookies } from '@/shared/session/signup-cookies';
import type { SignupDetails } from '../signup-rules';
import type { ResolvedPlace } from '@/shared/ports/places';
import type { CheckedFace, UploadedPhoto } from '../wizard-state';

export interface JoinInput {
  details: SignupDetails;
  peopleForId: string;
  face: CheckedFace;
  photo: UploadedPhoto;
  interests: string[];
  place: ResolvedPlace;
}

/**
 * 'Join': signupweb creates the account, then the member is signed in with the
 * new mail and password and set online (spec 1 section 4).
 */
export function useJoin() {
  return useMutation({
    mutationFn: async ({ details, peopleForId, face, photo, interests, place }: JoinInput) => {
      await api.call('signupweb', {
        check: interests.join(','),
        name: details.name,
        email: details.email,
        password: details.password,
        dob: details.dob,
        age: String(details.age),
        faceId: face.faceId,
        faceImage: face.image,
        phone: details.phone,
        gender: details.gender,
        image_name: photo.imageName,
        image_url: photo.imageUrl,
        peopleforid: peopleForId,
        lat: place.lat,
        lon: place.lon,
        location: place.place,
      });
      const { peoples } = await api.call('webemaillogin', { email: details.email, password: details.password });
      await completeSignIn(peoples);
      clearSignupCookies();
    },
  });
}
