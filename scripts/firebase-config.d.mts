export function contentSecurityPolicy(options?: { authDomain?: string; authEmulatorPort?: number }): string;
export function firebaseConfig(options?: {
  authDomain?: string;
  ports?: Record<string, number>;
}): Record<string, unknown>;
