import type { PotluckConfig } from "../config";

export interface AppProps {
  config: PotluckConfig;
}

export function App({ config }: AppProps) {
  return <div data-locale={config.locale} />;
}
