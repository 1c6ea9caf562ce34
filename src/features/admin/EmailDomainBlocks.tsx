import { useState, type SyntheticEvent } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { Button } from "../../components/Button";
import { LoadMore } from "../../components/LoadMore";
import { selectAdminBlocks } from "../../store/admin/blocks/slice";
import {
  createEmailDomainBlock,
  deleteEmailDomainBlock,
  fetchEmailDomainBlocks,
  fetchMoreEmailDomainBlocks,
} from "../../store/admin/blocks/thunks";
import { isProvisional } from "../../store/admin/collection/collection";
import { useAppDispatch, useAppSelector } from "../../store/hooks";
import { useRequest } from "../../store/useRequest";
import { emailBlocksMessages as m } from "./emailBlocksMessages";
import { Field, Form, Input } from "../../components/Form.styles";
import { Row, RowActions, RowMain, Rows, Strong } from "./SectionList.styles";
import { SectionLoad } from "./SectionLoad";
import { sectionMessages } from "./sectionMessages";
import { SectionPart } from "./SectionScreen";
import { useLoadMore } from "./useLoadMore";

/** E-mail domains no one may sign up with. */
export function EmailDomainBlocks() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const request = useRequest(fetchEmailDomainBlocks, undefined);
  const blocks = useAppSelector(
    (state) => selectAdminBlocks(state).emailDomains,
  );
  const more = useLoadMore(fetchMoreEmailDomainBlocks);
  const [domain, setDomain] = useState("");
  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!domain.trim()) return;
    void dispatch(createEmailDomainBlock({ domain }));
    setDomain("");
  };
  return (
    <SectionPart aria-labelledby="admin-email-domains">
      <h2 id="admin-email-domains">
        <FormattedMessage {...m.domains} />
      </h2>
      <Form onSubmit={submit} aria-label={intl.formatMessage(m.domains)}>
        <Field>
          <FormattedMessage {...sectionMessages.domain} />
          <Input
            value={domain}
            required
            placeholder="mail.example"
            onChange={(event) => setDomain(event.target.value)}
          />
        </Field>
        <Button type="submit">
          <FormattedMessage {...sectionMessages.block} />
        </Button>
      </Form>
      <SectionLoad
        request={request}
        forbidden={m.forbidden}
        empty={blocks.ids.length === 0}
      >
        <Rows aria-label={intl.formatMessage(m.domains)}>
          {blocks.ids.map((id) => {
            const block = blocks.byId[id];
            if (!block) return null;
            return (
              <Row key={id} aria-label={block.domain}>
                <RowMain>
                  <Strong>{block.domain}</Strong>
                </RowMain>
                <RowActions>
                  <Button
                    size="sm"
                    variant="secondary"
                    disabled={isProvisional(id)}
                    onClick={() =>
                      void dispatch(deleteEmailDomainBlock({ id }))
                    }
                  >
                    <FormattedMessage {...sectionMessages.unblock} />
                  </Button>
                </RowActions>
              </Row>
            );
          })}
        </Rows>
        {blocks.next !== null && <LoadMore {...more} />}
      </SectionLoad>
    </SectionPart>
  );
}
