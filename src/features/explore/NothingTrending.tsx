import { FormattedMessage } from "react-intl";

/** What an empty trend list says. */
export function NothingTrending() {
  return (
    <FormattedMessage
      id="explore.empty"
      defaultMessage="Nothing is trending right now."
    />
  );
}
