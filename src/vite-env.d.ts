/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The blog's address; the menu's Blog entry points to /press without it. */
  readonly VITE_BLOG_URL?: string;
  /** The chat community's invitation link; without it the invitation is not shown. */
  readonly VITE_COMMUNITY_CHAT_URL?: string;
  /** The institutions site; /services/institutions/indexing without it. */
  readonly VITE_INSTITUTIONS_URL?: string;
}
