/*
 * Potluck operator configuration. Edit this file beside index.html; every key
 * is optional and falls back to its default. See README.md ("Configuration").
 *
 * window.POTLUCK_CONFIG = {
 *   basename: "/blog",
 *   baseUrl: "https://example.social",
 *   homePage: { type: "public:local" },
 *   locale: "en",
 *   brandColor: "#d05a2a",
 * };
 */
window.POTLUCK_CONFIG = window.POTLUCK_CONFIG || {};
