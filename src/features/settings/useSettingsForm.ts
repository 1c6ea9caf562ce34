import type { AsyncThunk, AsyncThunkAction } from "@reduxjs/toolkit";
import { useState } from "react";
import {
  NO_FORM_ERRORS,
  sortFieldReasons,
  type FormErrors,
} from "./formErrors";
import { useAppDispatch, type AppThunkConfig } from "../../store/hooks";
import { rejectionReason } from "../../store/failure";

export interface SettingsFormState<Returned, Arg> {
  busy: boolean;
  errors: FormErrors;
  /** The last successful answer, until the next submission. */
  done: { value: Returned } | null;
  /** Sends the form; resolves to the server's answer, or null if it refused. */
  submit: (arg: Arg) => Promise<{ value: Returned } | null>;
  /** Says a reason of the form's own beside a field (before sending). */
  refuse: (field: string, message: string) => void;
}

/**
 * A settings form's round trip: busy while the thunk runs, then either its
 * answer or the server's reasons sorted beside the form's fields (`shown`,
 * by the server's names; `aliases` for other names of the same field).
 */
export function useSettingsForm<Returned, Arg>(
  thunk: AsyncThunk<Returned, Arg, AppThunkConfig>,
  shown: readonly string[],
  aliases?: Readonly<Record<string, string>>,
): SettingsFormState<Returned, Arg> {
  const dispatch = useAppDispatch();
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<FormErrors>(NO_FORM_ERRORS);
  const [done, setDone] = useState<{ value: Returned } | null>(null);
  const submit = async (arg: Arg) => {
    setBusy(true);
    setErrors(NO_FORM_ERRORS);
    setDone(null);
    const start = thunk as unknown as (
      arg: Arg,
    ) => AsyncThunkAction<Returned, Arg, AppThunkConfig>;
    const outcome = await dispatch(start(arg));
    setBusy(false);
    if (thunk.fulfilled.match(outcome)) {
      const answer = { value: outcome.payload };
      setDone(answer);
      return answer;
    }
    const reasons = outcome.payload?.fields ?? [
      { field: null, message: rejectionReason(outcome) },
    ];
    setErrors(sortFieldReasons(reasons, shown, aliases));
    return null;
  };
  const refuse = (field: string, message: string) => {
    setDone(null);
    setErrors({ byField: { [field]: message }, rest: [] });
  };
  return { busy, errors, done, submit, refuse };
}
