# A stand-in for node:20-bookworm-slim, for machines that reach Debian's packages but no image
# registry (scripts/test-deploy.mjs builds it; production keeps the official image). Node 20.19+
# is Debian's from trixie, the first release that packages it; corepack comes from the npm
# registry, as the official image bundles it. The machine's apt sources, npm registry and CA
# certificates are build secrets: used by these RUN steps, never stored in a layer.
ARG BASE_IMAGE
FROM ${BASE_IMAGE}
ARG COREPACK_VERSION=0.34.0
RUN --mount=type=secret,id=apt-sources,target=/etc/apt/sources.list.d/build.sources \
    --mount=type=secret,id=apt-sources-list,target=/etc/apt/sources.list.d/build.list \
    --mount=type=secret,id=ca-certificates \
    --mount=type=secret,id=npm-registry \
    --mount=type=bind,source=deploy/build-env.sh,target=/usr/local/lib/care-build-env.sh \
    . /usr/local/lib/care-build-env.sh \
 && apt-get $APT_OPTIONS update \
 && DEBIAN_FRONTEND=noninteractive apt-get $APT_OPTIONS install -y --no-install-recommends nodejs npm ca-certificates \
 && npm install -g "corepack@${COREPACK_VERSION}" \
 && npm cache clean --force \
 && apt-get clean && rm -rf /var/lib/apt/lists/* /root/.npm \
 && groupadd --gid 1000 node && useradd --uid 1000 --gid node --shell /bin/sh --create-home node
CMD ["node"]
