import { useCallback, useEffect, useState } from "react";
import { useLocation, useNavigate, useParams } from "react-router-dom";
import { useAppDispatch, useAppSelector } from "../../store/hooks";
import type { StoredAccount } from "../../store/normalize";
import { entitiesReleased, entitiesRetained } from "../../store/retained/slice";
import {
  fetchAccountByAcct,
  fetchRelationships,
} from "../../store/accounts/thunks";
import { parseAcctSegment } from "../../utils/paths";
import { canonicalProfilePath } from "./profileRoute";

/** How loading what a route names went. */
export type RouteLoadStatus = "loading" | "ready" | "notFound" | "error";

/** A failed request's HTTP status as a load status: gone (404, 410) or an error. */
export function failedLoadStatus(
  code: number | null | undefined,
): "notFound" | "error" {
  return code === 404 || code === 410 ? "notFound" : "error";
}

export interface RouteAccount {
  /** The acct the route names, null when the segment is not one. */
  acct: string | null;
  account: StoredAccount | undefined;
  status: RouteLoadStatus;
  /** Asks the server again, after an error. */
  retry: () => void;
}

interface Outcome {
  acct: string;
  id?: string;
  failed?: "notFound" | "error";
}

/** The cached account under this acct (the index is lower-cased), if any. */
function useIndexedAccount(acct: string | null): StoredAccount | undefined {
  return useAppSelector((state) => {
    if (acct === null) return undefined;
    const id = state.accounts.idByAcct[acct.toLowerCase()];
    return id === undefined ? undefined : state.accounts.byId[id];
  });
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
  const indexed = useIndexedAccount(acct);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [attempt, setAttempt] = useState(0);
  const current = outcome?.acct === acct ? outcome : null;
  const fetched = useAppSelector((state) =>
    current?.id === undefined ? undefined : state.accounts.byId[current.id],
  );
  const account = acct === null ? undefined : (indexed ?? fetched);

  useEffect(() => {
    if (acct === null) return;
    const request = dispatch(fetchAccountByAcct({ acct }));
    void request.then((action) => {
      if (fetchAccountByAcct.fulfilled.match(action)) {
        setOutcome({ acct, id: action.payload.result });
      } else if (!action.meta.aborted && !action.meta.condition) {
        setOutcome({ acct, failed: failedLoadStatus(action.payload?.status) });
      }
    });
    return () => {
      request.abort();
    };
  }, [acct, attempt, dispatch]);

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
  else if (current?.failed) status = current.failed;
  const retry = useCallback(() => {
    setOutcome(null);
    setAttempt((n) => n + 1);
  }, []);
  return { acct, account, status, retry };
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
