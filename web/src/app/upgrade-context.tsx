import { createContext, lazy, Suspense, useContext, useState, type ReactNode } from 'react';

const UpgradeDialog = lazy(() =>
  import('../features/premium/components/upgrade-dialog').then((m) => ({ default: m.UpgradeDialog })),
);

const UpgradeContext = createContext<() => void>(() => undefined);

/** One upgrade dialog for the whole app; any 'Upgrade' button opens it. */
export function UpgradeProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  return (
    <UpgradeContext.Provider
      value={() => {
        setWanted(true);
        setOpen(true);
      }}
    >
      {children}
      {wanted && (
        <Suspense fallback={null}>
          <UpgradeDialog open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </UpgradeContext.Provider>
  );
}

export const useOpenUpgrade = () => useContext(UpgradeContext);
