/** Social-network login (Facebook in real mode, fake identities in mock mode). */
export interface SocialIdentity {
  email: string;
  id: string;
  name: string;
  picture: string;
}

export interface SocialLoginPort {
  /** Rejects when the person closes the provider's window. */
  signIn(): Promise<SocialIdentity>;
}
