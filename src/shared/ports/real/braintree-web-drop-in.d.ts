/** The one function of braintree-web-drop-in the real payments adapter uses (the package ships no types). */
declare module 'braintree-web-drop-in' {
  const dropin: {
    create(options: { authorization: string; container: HTMLElement; locale?: string }): Promise<unknown>;
  };
  export default dropin;
}
