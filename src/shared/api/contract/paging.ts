/**
 * Lists start with this many entries and grow by as many per Load More (spec 2
 * sections 5 and 9). Its one home until issue 8's rules module beside the
 * contract exists; it moves there then.
 */
export const PAGE_SIZE = 8;
