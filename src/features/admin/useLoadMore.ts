import { useState } from "react";
import type { AsyncThunk } from "@reduxjs/toolkit";
import type { AppThunkConfig } from "../../store/hooks";
import { useAppDispatch } from "../../store/hooks";

/** A section list's "Load more": the next page's thunk and whether it is on its way. */
export function useLoadMore<R>(
  thunk: AsyncThunk<R, undefined, AppThunkConfig>,
): { onLoad: () => void; isLoading: boolean } {
  const dispatch = useAppDispatch();
  const [isLoading, setLoading] = useState(false);
  return {
    isLoading,
    onLoad: () => {
      setLoading(true);
      void dispatch(thunk()).finally(() => setLoading(false));
    },
  };
}
