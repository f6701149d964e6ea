/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_DELIVERIES_BASE_URL?: string;
}
