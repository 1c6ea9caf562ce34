import { useState, type SyntheticEvent } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { Button } from "../../components/Button";
import { createInvite, emailInvite } from "../../store/admin/invites/thunks";
import { useAppDispatch } from "../../store/hooks";
import { invitesMessages as m } from "./invitesMessages";
import { Field, Form, Input } from "../../components/Form.styles";
import { sectionMessages } from "./sectionMessages";

/** A new invite with its limits: how many sign-ups, until which day. */
export function InviteCreateForm() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const [maxUse, setMaxUse] = useState("");
  const [expiresAt, setExpiresAt] = useState("");
  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    const max = Number(maxUse);
    void dispatch(
      createInvite({
        params: {
          ...(maxUse && max > 0 ? { max_use: max } : {}),
          ...(expiresAt ? { expires_at: expiresAt } : {}),
        },
      }),
    );
    setMaxUse("");
    setExpiresAt("");
  };
  return (
    <Form onSubmit={submit} aria-label={intl.formatMessage(m.create)}>
      <Field>
        <FormattedMessage {...m.maxUses} />
        <Input
          type="number"
          min={1}
          value={maxUse}
          placeholder={intl.formatMessage(m.unlimited)}
          onChange={(event) => setMaxUse(event.target.value)}
        />
      </Field>
      <Field>
        <FormattedMessage {...sectionMessages.expires} />
        <Input
          type="date"
          value={expiresAt}
          min={new Date().toISOString().slice(0, 10)}
          onChange={(event) => setExpiresAt(event.target.value)}
        />
      </Field>
      <Button type="submit">
        <FormattedMessage {...m.create} />
      </Button>
    </Form>
  );
}

/** An invite sent to an address by the server. */
export function InviteEmailForm({ sent }: { sent: string | undefined }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const [email, setEmail] = useState("");
  const [name, setName] = useState("");
  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!email.trim()) return;
    void dispatch(emailInvite({ email, name })).then((result) => {
      if (result.meta.requestStatus !== "fulfilled") return;
      setEmail("");
      setName("");
    });
  };
  return (
    <>
      <Form onSubmit={submit} aria-label={intl.formatMessage(m.byEmail)}>
        <Field>
          <FormattedMessage {...sectionMessages.email} />
          <Input
            type="email"
            value={email}
            required
            onChange={(event) => setEmail(event.target.value)}
          />
        </Field>
        <Field>
          <FormattedMessage {...sectionMessages.name} />
          <Input
            value={name}
            onChange={(event) => setName(event.target.value)}
          />
        </Field>
        <Button type="submit">
          <FormattedMessage {...m.send} />
        </Button>
      </Form>
      {sent && (
        <p role="status">
          <FormattedMessage {...m.sent} values={{ email: sent }} />
        </p>
      )}
    </>
  );
}
