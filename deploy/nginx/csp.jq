# The Content-Security-Policy of an app, from its rendered config.json ($config) and the inline
# script sources its build wrote ($inline: inline-script-sources.json, [] for a remote): the
# directives of contentSecurityPolicy() in packages/serve/src/content-security-policy.ts, in jq,
# because the static images have no node. scripts/test/deploy.test.ts holds both to the same
# policy. Prints the header's value; entrypoint.sh puts it into the nginx config.
def unique_in_order: reduce .[] as $value ([]; if index([$value]) then . else . + [$value] end);
# The origin of an absolute URL, as `new URL(url).origin` has it; a relative one needs no entry.
def origin_of:
  if type == "string" and test("^https?://") then
    capture("^(?<scheme>https?)://(?:[^/?#@]*@)?(?<host>\\[[^\\]]*\\]|[^/?#:]+)(?::(?<port>[0-9]*))?")
    | (.port // "") as $port
    | "\(.scheme)://\(.host | ascii_downcase)"
      + (if $port == "" or ($port == "80" and .scheme == "http") or ($port == "443" and .scheme == "https")
         then "" else ":\($port)" end)
    | [.]
  else [] end;

($config[0]) as $c
| ($inline[0] // []) as $inline_sources
| [$c.remotes[] | origin_of[]] as $remote_origins
| (
    [$c.authEmulatorUrl, $c.tokenSyncUrl | origin_of[]]
    + ["https://identitytoolkit.googleapis.com", "https://securetoken.googleapis.com"]
  ) as $identity_origins
# The four app values push needs; without them the page never registers a token.
| (($c.firebase.appId // "") != "" and ($c.firebase.messagingSenderId // "") != "") as $push
| [
    ["default-src", ["'self'"]],
    ["base-uri", ["'self'"]],
    ["object-src", ["'none'"]],
    ["frame-ancestors", ["'none'"]],
    ["form-action", ["'self'"]],
    ["script-src", ["'self'"] + $inline_sources + $remote_origins + ["https://apis.google.com"]],
    ["style-src", ["'self'", "'unsafe-inline'"]],
    ["img-src", ["'self'", "data:", "blob:"] + ($c.apiBaseUrl | origin_of) + $remote_origins],
    ["font-src", ["'self'", "data:"] + $remote_origins],
    ["connect-src", ["'self'"] + ($c.apiBaseUrl | origin_of) + $identity_origins
      + (if $push then ["https://firebaseinstallations.googleapis.com", "https://fcmregistrations.googleapis.com"] else [] end)
      + $remote_origins],
    ["frame-src", ["'self'", "https://\($c.firebase.authDomain)"] + ($c.authEmulatorUrl | origin_of)],
    ["worker-src", ["'self'"]],
    ["manifest-src", ["'self'"]]
  ]
| map(.[1] |= unique_in_order)
# A source is one word of the header, inside an nginx string: refuse what would break out of it.
| [.[][1][] | select(test("^('[A-Za-z0-9+/=_-]+'|[^\\s;,\"'$\\\\]+)$") | not)] as $unfit
| if $unfit != [] then error("csp: not a source a policy can hold: \($unfit | join(" "))") else . end
| map("\(.[0]) \(.[1] | join(" "))")
| join("; ")
