export function findBrowser(env?: NodeJS.ProcessEnv): Promise<{ path: string; source: string }>;
