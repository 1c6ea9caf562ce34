import { Toaster as HotToaster } from "react-hot-toast";
import { useTheme } from "styled-components";

/** Spec 01 section 2: toasts appear top-right, 75 px from the top. */
export const TOAST_OFFSET_TOP = 75;

/**
 * The one toast container. react-hot-toast's defaults are the spec's
 * constants (section 9), so none is overridden here: 4 s for blank, error and
 * custom toasts, 2 s for success, loading until dismissed, 20 kept, 16 px
 * inset, 8 px gutter, removal 1 s after dismissal, 350 px maximum width.
 * Show toasts with `toast()` from react-hot-toast.
 */
export function Toaster() {
  const theme = useTheme();
  return (
    <HotToaster
      position="top-right"
      containerStyle={{ top: TOAST_OFFSET_TOP, zIndex: theme.zIndices.toast }}
      toastOptions={{
        style: {
          color: theme.colors.text,
          background: theme.colors.surface,
          border: `1px solid ${theme.colors.border}`,
          borderRadius: theme.radii.md,
        },
      }}
    />
  );
}
