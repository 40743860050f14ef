import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '@/app/query-client';
import { api } from '@/shared/api/api';
import { uploadimagewebSignup } from '@/shared/api/contract/profile';
import { readSession } from '@/shared/session/session';
import { useJoin, type JoinInput } from '@/features/signup/api/use-join';
import { newMemberDetails } from '@mocks/factories/signup';
import { countCalls } from '../support/requests';
import { network } from '@mocks/controls/network';

const JPEG = 'data:image/jpeg;base64,/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQE=';
const EMAIL = 'stranded@example.test';

/** The wizard's calls up to Join, as the client makes them: a verified mail, a checked face and an uploaded photo. */
async function readyToJoin(): Promise<JoinInput> {
  await api.call('webcheckemail', { email: EMAIL });
  await api.call('verifyotp', { email: EMAIL, otp: '1234' });
  const face = await api.call('checkFaceImage', { image: JPEG, flag: '1' });
  const photo = await api.send(uploadimagewebSignup, { file: JPEG, faceId: face.faceId, type: 'beforeSignup' });
  return {
    details: { ...newMemberDetails, email: EMAIL },
    peopleForId: '1',
    face: { faceId: face.faceId, image: face.userVerificationImage },
    photo: { imageName: photo.image_name, imageUrl: photo.imageurl },
    interests: ['Music'],
    place: { place: 'Lyon, Auvergne-Rhône-Alpes, France', lat: '45.764', lon: '4.8357' },
  };
}

describe('Join', () => {
  it('signs in again, without a second sign-up, when the sign-in after a created account failed', async () => {
    const input = await readyToJoin();
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={createQueryClient()}>{children}</QueryClientProvider>;
    const { result } = renderHook(() => useJoin(), { wrapper });
    const signups = countCalls('signupweb');
    network.injectCallFault('webemaillogin', 'network-failure', { once: true });

    await expect(result.current.mutateAsync(input)).rejects.toThrow();
    expect(readSession()).toBeNull();
    await result.current.mutateAsync(input);

    expect(signups.count).toBe(1);
    expect(readSession()).not.toBeNull();
    signups.stop();
  });
});
