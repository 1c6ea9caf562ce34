import { useState, type SyntheticEvent } from "react";
import { FormattedMessage, defineMessages, useIntl } from "react-intl";
import { Button } from "../../components/Button";
import { isProvisional } from "../../store/admin/collection/collection";
import { selectAdminRelays } from "../../store/admin/relays/slice";
import {
  fetchRelays,
  followRelay,
  unfollowRelay,
} from "../../store/admin/relays/thunks";
import { useAppDispatch, useAppSelector } from "../../store/hooks";
import { useRequest } from "../../store/useRequest";
import { sectionNames } from "./adminSections";
import { registerSectionActions } from "./sectionActions";
import { Field, Form, Input } from "../../components/Form.styles";
import {
  Meta,
  Row,
  RowActions,
  RowMain,
  Rows,
  Strong,
} from "./SectionList.styles";
import { SectionLoad } from "./SectionLoad";
import { sectionMessages } from "./sectionMessages";
import { SectionPart, SectionScreen } from "./SectionScreen";

registerSectionActions();

const m = defineMessages({
  actor: { id: "admin.relays.actor", defaultMessage: "Relay address" },
  followedBack: {
    id: "admin.relays.followedBack",
    defaultMessage: "Following back",
  },
  waiting: {
    id: "admin.relays.waiting",
    defaultMessage: "Waiting for the relay to follow back",
  },
  forbidden: { id: "admin.relays.forbidden", defaultMessage: "manage relays" },
});

/** `/admin/relays`: the relays the server follows, followed and unfollowed here. */
export function AdminRelaysScreen() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const request = useRequest(fetchRelays, undefined);
  const { relays } = useAppSelector(selectAdminRelays);
  const [actor, setActor] = useState("");
  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!actor.trim()) return;
    void dispatch(followRelay({ actor }));
    setActor("");
  };
  return (
    <SectionScreen
      title={intl.formatMessage(sectionNames.relays)}
      refusal={{ section: "adminRelays", what: m.forbidden }}
    >
      <SectionPart>
        <Form
          onSubmit={submit}
          aria-label={intl.formatMessage(sectionNames.relays)}
        >
          <Field>
            <FormattedMessage {...m.actor} />
            <Input
              type="url"
              value={actor}
              required
              placeholder="https://relay.example/actor"
              onChange={(event) => setActor(event.target.value)}
            />
          </Field>
          <Button type="submit">
            <FormattedMessage {...sectionMessages.follow} />
          </Button>
        </Form>
      </SectionPart>
      <SectionLoad
        request={request}
        forbidden={m.forbidden}
        empty={relays.ids.length === 0}
      >
        <Rows aria-label={intl.formatMessage(sectionNames.relays)}>
          {relays.ids.map((id) => {
            const relay = relays.byId[id];
            if (!relay) return null;
            return (
              <Row key={id} aria-label={relay.actor}>
                <RowMain>
                  <Strong>{relay.actor}</Strong>
                  <Meta>
                    <FormattedMessage
                      {...(relay.followed_back ? m.followedBack : m.waiting)}
                    />
                  </Meta>
                </RowMain>
                <RowActions>
                  <Button
                    size="sm"
                    variant="secondary"
                    disabled={isProvisional(id)}
                    onClick={() => void dispatch(unfollowRelay({ id }))}
                  >
                    <FormattedMessage {...sectionMessages.unfollow} />
                  </Button>
                </RowActions>
              </Row>
            );
          })}
        </Rows>
      </SectionLoad>
    </SectionScreen>
  );
}
