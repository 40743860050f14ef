/**
 * The phone verification widget's texts' namespace: a page that shows the widget loads it with its
 * own (its route's lazyScreen texts), so both arrive together. A module of its own, so the route table
 * names it without loading the widget.
 */
export const PHONE_VERIFICATION_NS = 'phoneVerification';
