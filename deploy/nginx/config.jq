# config.json from the environment: the keys and variables of defaultRuntimeConfig in
# packages/serve/src/runtime-config.ts (the runtime-config contract of @care/contracts), in jq,
# because the static images have no node. scripts/test/deploy.test.ts holds both to the same
# answers. Unset takes the default; an empty value leaves an optional key out (no emulator).
def given($name): $ENV[$name] // null;
def optional($name): if ($ENV[$name] // "") == "" then null else $ENV[$name] end;
def optional($name; $fallback): if $ENV[$name] == null then $fallback else optional($name) end;
def compact: with_entries(select(.value != null));
# The contract's required values are non-empty strings: refuse to start without one.
def required:
  if [.apiBaseUrl, .firebase.apiKey, .firebase.authDomain, .firebase.projectId, .remotes[]]
    | any(. == "")
  then error("config.json: a required value is empty") else . end;

{
  apiBaseUrl: (given("API_BASE_URL") // "/api/v1"),
  firebase: ({
    apiKey: (given("FIREBASE_API_KEY") // "demo-key"),
    authDomain: (given("FIREBASE_AUTH_DOMAIN") // "demo-care.firebaseapp.com"),
    projectId: (given("FIREBASE_PROJECT_ID") // "demo-care"),
    appId: optional("FIREBASE_APP_ID"),
    messagingSenderId: optional("FIREBASE_MESSAGING_SENDER_ID"),
    vapidKey: optional("FIREBASE_VAPID_KEY")
  } | compact),
  authEmulatorUrl: optional("AUTH_EMULATOR_URL"; "http://127.0.0.1:9099"),
  tokenSyncUrl: optional("TOKEN_SYNC_URL"),
  mobileApps: ({
    appStoreUrl: optional("APP_STORE_URL"),
    googlePlayUrl: optional("GOOGLE_PLAY_URL")
  } | compact),
  termsUrl: optional("TERMS_URL"),
  privacyPolicyUrl: optional("PRIVACY_POLICY_URL"),
  remotes: (
    ["members", "orders", "tags", "documents", "outposts", "admin", "account"]
    | to_entries
    | map({
        key: .value,
        value: (given("REMOTE_\(.value | ascii_upcase)_URL")
          // "http://localhost:\(3101 + .key)/mf-manifest.json")
      })
    | from_entries
  )
} | compact | required
