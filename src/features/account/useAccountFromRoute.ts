import { useEffect } from "react";
import { useLocation, useNavigate, useParams } from "react-router-dom";
import {
  useAppDispatch,
  useAppSelector,
  type ThunkFailure,
} from "../../store/hooks";
import type { StoredAccount } from "../../store/normalize";
import { entitiesReleased, entitiesRetained } from "../../store/retained/slice";
import {
  fetchAccountByAcct,
  fetchRelationships,
} from "../../store/accounts/thunks";
import { selectAccountByAcct } from "../../store/accounts/selectors";
import {
  failedLoadStatus,
  useRequest,
  type RouteLoadStatus,
} from "../../store/useRequest";
import { parseAcctSegment } from "../../utils/paths";
import { canonicalProfilePath } from "./profileRoute";

export interface RouteAccount {
  /** The acct the route names, null when the segment is not one. */
  acct: string | null;
  account: StoredAccount | undefined;
  status: RouteLoadStatus;
  /** Why loading failed, while `status` is "error" or "notFound". */
  failure: ThunkFailure | null;
  /** Asks the server again, after an error. */
  retry: () => void;
}

/** The cached account under this acct (or a lookup of it), if any. */
function useIndexedAccount(acct: string | null): StoredAccount | undefined {
  return useAppSelector((state) =>
    acct === null ? undefined : selectAccountByAcct(state, acct),
  );
}

/**
 * The account a profile route names, read from the cache only: for the
 * tabs and screens inside the profile layout, whose header does the loading
 * (see `useAccountFromRoute`), so one visit makes one request.
 */
export function useRouteAccount(): StoredAccount | undefined {
  const { acct } = useParams();
  return useIndexedAccount(parseAcctSegment(acct));
}

/**
 * Loads the account a raw route segment (`@user` or `@user@domain`) names:
 * the acct index first, then `fetchAccountByAcct` (lookup where supported).
 * While mounted it keeps the account from garbage collection and asks for the
 * viewer's relationship. When the server's acct differs from the URL's (other
 * case, a `@localdomain` suffix) it replaces the URL with the canonical
 * `/@acct`, keeping the rest of the path (spec 01 section 2).
 */
export function useAccountBySegment(segment: string | undefined): RouteAccount {
  const acct = parseAcctSegment(segment);
  const dispatch = useAppDispatch();
  const account = useIndexedAccount(acct);
  const { phase, failure, retry } = useRequest(
    fetchAccountByAcct,
    acct === null ? null : { acct },
  );

  const id = account?.id;
  useEffect(() => {
    if (id === undefined) return;
    dispatch(entitiesRetained({ accounts: [id] }));
    void dispatch(fetchRelationships({ ids: [id] }));
    return () => {
      dispatch(entitiesReleased({ accounts: [id] }));
    };
  }, [id, dispatch]);

  useCanonicalRedirect(acct, account?.acct);

  let status: RouteLoadStatus = "loading";
  if (acct === null) status = "notFound";
  else if (account) status = "ready";
  else if (phase === "failed") status = failedLoadStatus(failure?.status);
  return {
    acct,
    account,
    status,
    failure: phase === "failed" ? failure : null,
    retry,
  };
}

function useCanonicalRedirect(
  acct: string | null,
  canonical: string | undefined,
): void {
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  useEffect(() => {
    if (acct === null || canonical === undefined || canonical === acct) return;
    void navigate(
      { pathname: canonicalProfilePath(pathname, canonical), search, hash },
      { replace: true },
    );
  }, [acct, canonical, pathname, search, hash, navigate]);
}

/**
 * `useAccountBySegment` for the route's `acct` param. Call it once per
 * profile page (the header does); the rest read `useRouteAccount`.
 */
export function useAccountFromRoute(): RouteAccount {
  return useAccountBySegment(useParams().acct);
}
