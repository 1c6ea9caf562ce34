import { useId, useState, type SyntheticEvent } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import styled from "styled-components";
import { Button } from "../../components/Button";
import { EmojiText } from "../../components/EmojiText";
import { Modal } from "../../components/Modal";
import { getConfig } from "../../config";
import { useAppDispatch, useAppSelector } from "../../store/hooks";
import { leaveSite } from "../../utils/leaveSite";
import { requestRemoteInteraction } from "../../store/accounts/thunks";
import { authorizeInteractionUrl, parseRemoteTarget } from "./remoteTarget";
import type { ModalProps } from "../../store/modals/slice";
import { useUnauthorizedTitle } from "./useUnauthorizedTitle";

type StackValue = ModalProps[string] | undefined;

/**
 * As the modal stack carries them (plain data, checked here). `action` is
 * FOLLOW (with `accountId`), JOIN (an event) or a status action as
 * `status/useStatusAction.ts` names them (REPLY, REBLOG, FAVOURITE, DISLIKE,
 * QUOTE, BOOKMARK, REACT, with `statusId`); `url` is what is interacted with.
 */
export interface UnauthorizedModalProps {
  action?: StackValue;
  accountId?: StackValue;
  statusId?: StackValue;
  url?: StackValue;
  onClose: () => void;
}

const text = (value: StackValue) => (typeof value === "string" ? value : "");

/**
 * Remote interaction for visitors: they name their own account or server and
 * are sent there to follow, reply, boost... Where this server offers remote
 * interaction (Pleroma, Akkoma) it resolves a handle to the right page on the
 * visitor's server; otherwise, or for a bare server name, the visitor goes
 * to that server's authorize_interaction page.
 */
export function UnauthorizedModal(props: UnauthorizedModalProps) {
  const url = text(props.url);
  const { onClose } = props;
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const canResolve = useAppSelector(
    (state) => state.instance.features.remoteInteractions,
  );
  const { domain, registrations } = useAppSelector(
    (state) => state.instance.data,
  );
  const title = useUnauthorizedTitle(text(props.action), text(props.accountId));
  // "Follow {name}" carries the display name's custom emoji shortcodes.
  const nameEmojis = useAppSelector(
    (state) => state.accounts.byId[text(props.accountId)]?.emojis,
  );
  const [value, setValue] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  // Nothing to interact with: the opener sent no URL.
  if (url === "") return null;

  const submit = async (event: SyntheticEvent) => {
    event.preventDefault();
    const target = parseRemoteTarget(value);
    if (target === null) {
      setError(
        intl.formatMessage({
          id: "account.unauthorized.error.invalid",
          defaultMessage:
            "Enter a handle like @you@your.server, or your server's address like your.server.",
        }),
      );
      return;
    }
    setError(null);
    if (target.kind === "server" || !canResolve) {
      leaveSite(authorizeInteractionUrl(target.domain, url));
      return;
    }
    setBusy(true);
    const result = await dispatch(
      requestRemoteInteraction({
        apId: url,
        profile: `${target.username}@${target.domain}`,
      }),
    );
    if (requestRemoteInteraction.fulfilled.match(result)) {
      leaveSite(result.payload.url);
      return;
    }
    setBusy(false);
    setError(
      intl.formatMessage(
        {
          id: "account.unauthorized.error.lookup",
          defaultMessage:
            "Your account could not be found on {domain}. Check the handle and try again.",
        },
        { domain: target.domain },
      ),
    );
  };

  return (
    <Modal
      title={
        <EmojiText
          text={title}
          emojis={nameEmojis}
          autoPlayGif={getConfig().autoPlayGif}
        />
      }
      size="sm"
      onClose={onClose}
    >
      <Form noValidate onSubmit={(event) => void submit(event)}>
        <p id={hintId}>
          <FormattedMessage
            id="account.unauthorized.explanation"
            defaultMessage="Enter your handle or your server: you will be taken to your own server to finish there."
          />
        </p>
        <Label htmlFor={inputId}>
          <FormattedMessage
            id="account.unauthorized.input.label"
            defaultMessage="Your handle or server"
          />
        </Label>
        <Input
          id={inputId}
          name="handle"
          type="text"
          inputMode="email"
          autoComplete="username"
          autoCapitalize="off"
          spellCheck={false}
          placeholder={intl.formatMessage({
            id: "account.unauthorized.input.placeholder",
            defaultMessage: "@you@your.server",
          })}
          value={value}
          aria-invalid={error !== null}
          aria-describedby={error === null ? hintId : `${errorId} ${hintId}`}
          onChange={(event) => {
            setValue(event.target.value);
            setError(null);
          }}
        />
        {error !== null && (
          <ErrorText id={errorId} role="alert">
            {error}
          </ErrorText>
        )}
        <Button type="submit" block loading={busy}>
          <FormattedMessage
            id="account.unauthorized.submit"
            defaultMessage="Continue on my server"
          />
        </Button>
        <Hint>
          {registrations.enabled && domain ? (
            <FormattedMessage
              id="account.unauthorized.signUp.here"
              defaultMessage="No account yet? Sign up on {domain} or on any other compatible server."
              values={{ domain }}
            />
          ) : (
            <FormattedMessage
              id="account.unauthorized.signUp.elsewhere"
              defaultMessage="No account yet? Sign up on any compatible server, then come back."
            />
          )}
        </Hint>
      </Form>
    </Modal>
  );
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;

const Label = styled.label`
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const Input = styled.input`
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  font: inherit;
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.surface};

  &[aria-invalid="true"] {
    border-color: ${({ theme }) => theme.colors.dangerText};
  }
`;

const ErrorText = styled.p`
  color: ${({ theme }) => theme.colors.dangerText};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Hint = styled.p`
  color: ${({ theme }) => theme.colors.mutedText};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
