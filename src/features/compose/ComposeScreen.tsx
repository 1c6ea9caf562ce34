import { useEffect } from "react";
import { useIntl } from "react-intl";
import { useSearchParams } from "react-router-dom";
import styled from "styled-components";
import { ColumnHeader } from "../../components/ColumnHeader";
import { useAppDispatch, useAppStore } from "../../store/hooks";
import { composeChanged } from "../../store/compose/slice";
import { ComposeForm } from "./ComposeForm";
import { selectComposer } from "../../store/compose/selectors";

/**
 * `/compose`: the main composer on a page of its own. `?mention=acct` (the
 * profile menu's "Mention") starts an empty draft with `@acct `; a draft in
 * progress is never overwritten.
 */
export function ComposeScreen() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const [params, setParams] = useSearchParams();
  const mention = params.get("mention");
  useEffect(() => {
    if (!mention) return;
    const { draft } = selectComposer(store.getState(), "main");
    if (draft.text.trim() === "") {
      dispatch(
        composeChanged({
          composerId: "main",
          changes: { text: `@${mention.replace(/^@/, "")} ` },
        }),
      );
    }
    setParams({}, { replace: true });
  }, [mention, dispatch, store, setParams]);
  const title = intl.formatMessage({
    id: "compose.screen.title",
    defaultMessage: "New post",
  });
  return (
    <>
      <ColumnHeader title={title} />
      <Body>
        <ComposeForm composerId="main" focusOnMount />
      </Body>
    </>
  );
}

const Body = styled.div`
  padding: ${({ theme }) => theme.space.md};
`;
