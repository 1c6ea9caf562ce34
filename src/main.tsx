import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { getConfig } from "./config";
import { App } from "./app/App";

const config = getConfig();
let mount = document.getElementById(config.mountPoint);
if (!mount) {
  mount = document.createElement("div");
  mount.id = config.mountPoint;
  document.body.appendChild(mount);
}

createRoot(mount).render(
  <StrictMode>
    <App config={config} />
  </StrictMode>,
);
