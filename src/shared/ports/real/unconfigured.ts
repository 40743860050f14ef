/**
 * Maps, translation, Firebase and Facebook need keys and SDKs this client does
 * not ship (the product does not give them). In real mode their ports fail
 * clearly until a deployment wires them in; mock mode has full fakes.
 */
export function unconfigured(service: string): never {
  throw new Error(`${service} is not configured in this build`);
}
