/**
 * The texts of the member layer's pieces (premium gate, offers, match and location dialogs), which any
 * signed-in screen may show. They load with the shell, beside its chunk: a piece whose texts are not in
 * yet suspends its screen a second time, and React holds a revealed Suspense boundary back for up to
 * 300 ms, so a deep link would wait that long again for the same content.
 */
export const MEMBER_TEXTS = ['ui', 'payments', 'match', 'location'] as const;
