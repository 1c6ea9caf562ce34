/*
 * The member's look before the first paint, as src/styles/look.ts keeps it:
 * a deferred script can run after the first frame. A file of its own, not an
 * inline script, so that the page's content security policy can forbid
 * inline scripts (webpack.config.ts).
 */
try {
  var look = JSON.parse(localStorage.getItem("potluck:look"));
  var root = document.documentElement;
  if (look && (look.theme === "dark" || look.theme === "light")) {
    root.dataset.theme = look.theme;
    root.style.setProperty("color-scheme", look.theme);
  }
  if (look && look.reduceMotion === true) root.dataset.reduceMotion = "";
} catch (error) {
  // No storage: the system's scheme.
}
