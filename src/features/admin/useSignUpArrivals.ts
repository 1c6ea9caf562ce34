import { useEffect } from "react";
import { selectSignUpArrivals } from "../../store/admin/accounts/selectors";
import { fetchSignUp } from "../../store/admin/accounts/thunks";
import { useAppDispatch, useAppSelector } from "../../store/hooks";
import { useStream } from "../../store/streaming/useStream";

/**
 * Keeps the open accounts list live: listens to the viewer's notifications
 * while the list is shown, and reads each sign-up an `admin.sign_up`
 * announces, which the list then shows first where its filters take it.
 */
export function useSignUpArrivals(): void {
  const dispatch = useAppDispatch();
  const arrivals = useAppSelector(selectSignUpArrivals);
  useStream("user:notification");
  useEffect(() => {
    for (const id of arrivals) void dispatch(fetchSignUp({ id }));
  }, [dispatch, arrivals]);
}
