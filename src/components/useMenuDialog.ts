import { useCallback, useState } from "react";

/**
 * The dialog a menu entry opens (a confirmation, a form). Choosing an entry
 * closes the menu with the focus back on its toggle, where the dialog will
 * return it when it closes; `dismiss` is the dialog's `onClose`.
 */
export function useMenuDialog<Kind extends string>(
  closeMenu: (refocus: boolean) => void,
) {
  const [dialog, setDialog] = useState<Kind | null>(null);
  const choose = useCallback(
    (next: Kind) => {
      closeMenu(true);
      setDialog(next);
    },
    [closeMenu],
  );
  const dismiss = useCallback(() => setDialog(null), []);
  return { dialog, choose, dismiss };
}
