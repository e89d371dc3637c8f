#!/bin/sh
# Container start of every nginx image of deploy/ (the apps and the front door): renders the
# nginx config from its template with the environment and, for an app of the composition (APP
# set), its config.json, then runs nginx in the foreground (or the command given). Only the
# `${NAME}` variables the template names are replaced, and each must be set; nginx's own
# `$variables` stay as they are. The e2e suite runs this same script over the repo's templates.
set -eu

: "${NGINX_TEMPLATE:?names the nginx config template to render}"
: "${RUN_DIR:?names a writable directory for the rendered config and nginx temporary files}"
# The apps' own parts (shell.conf, remote.conf), config.jq and csp.jq sit beside the template.
here=$(dirname "$NGINX_TEMPLATE")

variables=$(grep -o '\${[A-Z_][A-Z0-9_]*}' "$NGINX_TEMPLATE" | sort -u)
for variable in $variables; do
  name=${variable#??}
  name=${name%?}
  if eval "[ -z \"\${$name+set}\" ]"; then
    echo "entrypoint: $name is not set, and $NGINX_TEMPLATE needs it" >&2
    exit 1
  fi
done

mkdir -p "$RUN_DIR/temp"
# shellcheck disable=SC2086 # one space-separated list of variables for envsubst
envsubst "$(echo $variables)" <"$NGINX_TEMPLATE" >"$RUN_DIR/nginx.conf"

if [ -n "${APP:-}" ]; then
  if [ "$APP" = shell ]; then part=shell.conf; else part=remote.conf; fi
  cp "$here/$part" "$RUN_DIR/app.conf"
  # Written whole or not at all: a refused value stops the start here.
  jq -n -f "$here/config.jq" >"$RUN_DIR/config.json.next"
  mv "$RUN_DIR/config.json.next" "$RUN_DIR/config.json"
  # The CSP @care/serve sends, from that config.json and the hashes of the inline scripts the
  # shell's build wrote beside its pages; without them the panel's own start script is blocked.
  sources="$APP_ROOT/inline-script-sources.json"
  if [ ! -f "$sources" ]; then
    if [ "$APP" = shell ]; then
      echo "entrypoint: $sources is missing; the shell's build writes it" >&2
      exit 1
    fi
    sources=/dev/null
  fi
  policy=$(jq -n -r --slurpfile config "$RUN_DIR/config.json" --slurpfile inline "$sources" \
    -f "$here/csp.jq")
  printf 'add_header Content-Security-Policy "%s" always;\n' "$policy" >"$RUN_DIR/csp.conf"
fi

if [ "$#" -gt 0 ]; then exec "$@"; fi
exec nginx -p "$RUN_DIR" -c "$RUN_DIR/nginx.conf" \
  -g "daemon off; pid $RUN_DIR/nginx.pid; error_log stderr;"
