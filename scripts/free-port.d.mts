/** A port of 127.0.0.1 nothing listens on now, chosen by the system (scripts/free-port.mjs). */
export function freePort(): Promise<number>;
