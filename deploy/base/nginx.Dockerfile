# A stand-in for nginx:1.27-alpine, for machines that reach Debian's packages but no image
# registry (scripts/test-deploy.mjs builds it; production keeps the official image): Debian's
# nginx with what deploy/nginx/entrypoint.sh and the healthchecks call (envsubst, jq, wget) and
# the official image's `nginx` user. The machine's apt sources and CA certificates are build
# secrets, never stored in a layer.
ARG BASE_IMAGE
FROM ${BASE_IMAGE}
RUN --mount=type=secret,id=apt-sources,target=/etc/apt/sources.list.d/build.sources \
    --mount=type=secret,id=apt-sources-list,target=/etc/apt/sources.list.d/build.list \
    --mount=type=secret,id=ca-certificates \
    --mount=type=bind,source=deploy/build-env.sh,target=/usr/local/lib/care-build-env.sh \
    . /usr/local/lib/care-build-env.sh \
 && apt-get $APT_OPTIONS update \
 && DEBIAN_FRONTEND=noninteractive apt-get $APT_OPTIONS install -y --no-install-recommends nginx-light gettext-base jq wget \
 && apt-get clean && rm -rf /var/lib/apt/lists/* \
 && rm -f /etc/nginx/sites-enabled/* \
 && useradd --system --uid 101 --user-group --no-create-home --home-dir /nonexistent --shell /usr/sbin/nologin nginx \
 && mkdir -p /usr/share/nginx/html
STOPSIGNAL SIGQUIT
CMD ["nginx", "-g", "daemon off;"]
