import { FormattedMessage, useIntl } from "react-intl";
import { Link, useParams } from "react-router-dom";
import styled from "styled-components";
import { ColumnHeader } from "../../components/ColumnHeader";
import { hashtagText } from "../../utils/hashtagText";
import { Message } from "../../components/Message";
import { useDocumentTitle } from "../../components/useDocumentTitle";
import { selectAccountByAcct } from "../../store/accounts/selectors";
import { selectFeaturedTags } from "../../store/hashtags/selectors";
import { fetchFeaturedTags } from "../../store/hashtags/thunks";
import { useAppSelector } from "../../store/hooks";
import { selectSupports } from "../../store/instance/selectors";
import { useRequest } from "../../store/useRequest";
import { parseAcctSegment, paths } from "../../utils/paths";
import { AccountPeopleList } from "./AccountPeopleList";
import { Column } from "./Column";

/**
 * `/@user/featured`: the hashtags a profile features (where `featuredTags`),
 * each opening the account's posts with it, and the accounts it endorses
 * (where `accountEndorsements`).
 */
export function ProfileFeaturedScreen() {
  const intl = useIntl();
  const acct = parseAcctSegment(useParams().acct);
  const account = useAppSelector((state) =>
    acct === null ? undefined : selectAccountByAcct(state, acct),
  );
  const hasTags = useAppSelector((s) => selectSupports(s, "featuredTags"));
  const hasEndorsements = useAppSelector((s) =>
    selectSupports(s, "accountEndorsements"),
  );
  const title = intl.formatMessage({
    id: "people.featured.tab",
    defaultMessage: "Featured",
  });
  useDocumentTitle(title);
  const tags = useRequest(
    fetchFeaturedTags,
    account && hasTags ? { accountId: account.id } : null,
  );
  const featured = useAppSelector((state) =>
    account ? selectFeaturedTags(state, account.id) : undefined,
  );
  if (account === undefined) return null;
  const people = intl.formatMessage({
    id: "search.tab.accounts",
    defaultMessage: "People",
  });
  const items = featured?.items ?? [];
  return (
    <Column>
      <ColumnHeader title={title} level={2} />
      {hasTags && tags.phase === "done" && items.length > 0 && (
        <Tags
          aria-label={intl.formatMessage({
            id: "search.tab.hashtags",
            defaultMessage: "Hashtags",
          })}
        >
          {items.map((tag) => (
            <li key={tag.id}>
              <TagLink to={paths.accountTag(account.acct, tag.name)}>
                <strong>{hashtagText(tag.name)}</strong>
                <span>
                  <FormattedMessage
                    id="topics.topic.uses"
                    defaultMessage="{count, plural, one {# post} other {# posts}}"
                    values={{ count: tag.statuses_count }}
                  />
                </span>
              </TagLink>
            </li>
          ))}
        </Tags>
      )}
      {hasEndorsements ? (
        <>
          <Subheading>{people}</Subheading>
          <AccountPeopleList
            source={{ kind: "endorsements", accountId: account.id }}
            label={people}
            empty={
              <FormattedMessage
                id="people.featured.empty"
                defaultMessage="This profile features no one yet."
              />
            }
          />
        </>
      ) : (
        items.length === 0 &&
        tags.phase !== "loading" && (
          <Message>
            <FormattedMessage
              id="people.featured.empty"
              defaultMessage="This profile features no one yet."
            />
          </Message>
        )
      )}
    </Column>
  );
}

const Tags = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
  list-style: none;
  border-block-end: 1px solid ${({ theme }) => theme.colors.border};
`;

const TagLink = styled(Link)`
  display: inline-flex;
  flex-direction: column;
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;

  span {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.mutedText};
  }

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceHover};
  }
`;

const Subheading = styled.h3`
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg} 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
`;
