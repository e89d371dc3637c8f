// Types of ports.mjs for the TypeScript that imports it (tests, benchmarks, the e2e suite).
export interface PortHolder {
  pid?: number;
  command?: string;
}

export function outboundPortRange(): { low: number; high: number };
export function freePort(host?: string, draw?: () => number): Promise<number>;
export function portHolder(port: number): Promise<PortHolder | undefined>;
export function takenPortMessages(
  wanted: { port: number; what: string; moveWith: string }[],
): Promise<string[]>;
