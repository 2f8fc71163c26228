import { createContext, useContext, useState, type ReactNode } from 'react';
import { UpgradeDialog } from '../features/premium/components/upgrade-dialog';

const UpgradeContext = createContext<() => void>(() => undefined);

/** One upgrade dialog for the whole app; any 'Upgrade' button opens it. */
export function UpgradeProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <UpgradeContext.Provider value={() => setOpen(true)}>
      {children}
      <UpgradeDialog open={open} onClose={() => setOpen(false)} />
    </UpgradeContext.Provider>
  );
}

export const useOpenUpgrade = () => useContext(UpgradeContext);
