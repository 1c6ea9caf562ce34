import { useState, type SyntheticEvent } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import styled from "styled-components";
import { Button } from "../../components/Button";
import { Spinner } from "../../components/Spinner";
import { LoadMore } from "../../components/LoadMore";
import { selectAdminBlocks } from "../../store/admin/blocks/slice";
import {
  createCanonicalEmailBlock,
  deleteCanonicalEmailBlock,
  fetchCanonicalEmailBlocks,
  fetchMoreCanonicalEmailBlocks,
  testCanonicalEmail,
} from "../../store/admin/blocks/thunks";
import { isProvisional } from "../../store/admin/collection/collection";
import { useAppDispatch, useAppSelector } from "../../store/hooks";
import { useRequest } from "../../store/useRequest";
import { emailBlocksMessages as m } from "./emailBlocksMessages";
import { Field, Form, FormActions, Input } from "../../components/Form.styles";
import { ItemRow } from "./ItemRow";
import { Meta, Rows } from "./SectionList.styles";
import { SectionLoad } from "./SectionLoad";
import { sectionMessages } from "./sectionMessages";
import { SectionPart } from "./SectionScreen";
import { useLoadMore } from "./useLoadMore";

/**
 * Single addresses no one may sign up with. Mastodon keeps a hash of each
 * address's canonical form, so the list shows fingerprints; the test tells
 * whether an address falls under one.
 */
export function EmailAddressBlocks() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const request = useRequest(fetchCanonicalEmailBlocks, undefined);
  const state = useAppSelector(selectAdminBlocks);
  const blocks = state.canonical;
  const more = useLoadMore(fetchMoreCanonicalEmailBlocks);
  const [email, setEmail] = useState("");
  const block = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!email.trim()) return;
    void dispatch(createCanonicalEmailBlock({ email }));
  };
  const test = () => {
    if (email.trim()) void dispatch(testCanonicalEmail({ email }));
  };
  const result = state.test;
  return (
    <SectionPart aria-labelledby="admin-email-addresses">
      <h2 id="admin-email-addresses">
        <FormattedMessage {...m.addresses} />
      </h2>
      <Meta>
        <FormattedMessage {...m.hashed} />
      </Meta>
      <Form onSubmit={block} aria-label={intl.formatMessage(m.addresses)}>
        <Field>
          <FormattedMessage {...sectionMessages.email} />
          <Input
            type="email"
            value={email}
            required
            onChange={(event) => setEmail(event.target.value)}
          />
        </Field>
        <FormActions>
          <Button type="submit">
            <FormattedMessage {...sectionMessages.block} />
          </Button>
          <Button variant="secondary" onClick={test}>
            <FormattedMessage {...m.test} />
          </Button>
        </FormActions>
      </Form>
      {result?.matches && (
        <p role="status">
          <FormattedMessage
            {...(result.matches.length > 0 ? m.blocked : m.free)}
            values={{ email: result.email }}
          />
        </p>
      )}
      <SectionLoad
        request={request}
        forbidden={m.forbidden}
        empty={blocks.ids.length === 0}
      >
        <Rows aria-label={intl.formatMessage(m.addresses)}>
          {blocks.ids.map((id) => {
            const hash = blocks.byId[id]?.canonical_email_hash ?? "";
            const matched = result?.matches?.includes(hash) === true;
            return (
              <ItemRow
                key={id}
                current={matched}
                settled={!isProvisional(id)}
                remove={{
                  label: sectionMessages.unblock,
                  onRemove: () =>
                    void dispatch(deleteCanonicalEmailBlock({ id })),
                }}
              >
                {hash ? (
                  <Fingerprint>{hash}</Fingerprint>
                ) : (
                  <Spinner size={16} />
                )}
              </ItemRow>
            );
          })}
        </Rows>
        {blocks.next !== null && <LoadMore {...more} />}
      </SectionLoad>
    </SectionPart>
  );
}

const Fingerprint = styled.code`
  display: block;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
