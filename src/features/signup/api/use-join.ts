import { useRef } from 'react';
import { useCallsMutation, type SendCall } from '@/shared/api/use-call-mutation';
import { completeSignIn } from '@/member/session/complete-sign-in';
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
 * new mail and password and set online (docs/product/flows.md#sign-up). Once the account
 * exists, pressing Join again after a failed sign-in only signs in: a second
 * signupweb would meet the photo the first one used ('Please atleast select one
 * Image') and leave the new member stranded in the wizard.
 */
export function useJoin() {
  const createdFor = useRef<string | null>(null);
  return useCallsMutation(async (input: JoinInput, send) => {
    const { details } = input;
    if (createdFor.current !== details.email) await createAccount(input, send);
    createdFor.current = details.email;
    const { peoples } = await send('webemaillogin', { email: details.email, password: details.password });
    await completeSignIn(peoples);
    clearSignupCookies();
  });
}

async function createAccount({ details, peopleForId, face, photo, interests, place }: JoinInput, send: SendCall): Promise<void> {
  await send('signupweb', {
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
}
