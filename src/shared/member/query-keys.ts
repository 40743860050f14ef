/** Query keys of the data several features share, so one can refresh what another shows. */
export const memberKeys = {
  profile: (userId: string) => ['webprofile', userId] as const,
  counts: (userId: string) => ['webgetcounts', userId] as const,
  adminData: ['admindatas'] as const,
};
