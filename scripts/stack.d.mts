export interface Ports {
  hosting: number;
  hostingEmulator: number;
  auth: number;
  functions: number;
  firestore: number;
  stripe: number;
  hub: number;
  logging: number;
  eventarc: number;
  tasks: number;
}
export const root: string;
export const DEFAULT_PORTS: Ports;
export const TEST_PORTS: Ports;
export function portInUse(port: number, host?: string): Promise<boolean>;
export function startStack(options?: {
  ports?: Ports;
  extraEnv?: Record<string, string>;
  quiet?: boolean;
  onFailure?: (why: string) => void;
}): Promise<{ url: string; env: NodeJS.ProcessEnv; ports: Ports; stop: () => Promise<unknown>; logFile: string }>;
