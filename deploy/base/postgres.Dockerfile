# A stand-in for postgres:16-alpine, for machines that reach Debian's packages but no image
# registry (scripts/test-deploy.mjs builds it; production keeps the official image): Debian's
# PostgreSQL, started by an entrypoint that takes the official image's variables
# (POSTGRES_USER, POSTGRES_PASSWORD, POSTGRES_DB) and data directory. Runs as `postgres`.
ARG BASE_IMAGE
FROM ${BASE_IMAGE}
RUN --mount=type=secret,id=apt-sources,target=/etc/apt/sources.list.d/build.sources \
    --mount=type=secret,id=apt-sources-list,target=/etc/apt/sources.list.d/build.list \
    --mount=type=secret,id=ca-certificates \
    --mount=type=bind,source=deploy/build-env.sh,target=/usr/local/lib/care-build-env.sh \
    . /usr/local/lib/care-build-env.sh \
 && apt-get $APT_OPTIONS update \
 && DEBIAN_FRONTEND=noninteractive apt-get $APT_OPTIONS install -y --no-install-recommends postgresql-common \
 && sed -i 's/^#\?create_main_cluster.*/create_main_cluster = false/' /etc/postgresql-common/createcluster.conf \
 && DEBIAN_FRONTEND=noninteractive apt-get $APT_OPTIONS install -y --no-install-recommends postgresql \
 && apt-get clean && rm -rf /var/lib/apt/lists/* \
 && ln -s "$(ls -d /usr/lib/postgresql/*/bin)"/* /usr/local/bin/ \
 && mkdir -p /var/lib/postgresql/data /var/run/postgresql \
 && chown -R postgres:postgres /var/lib/postgresql /var/run/postgresql \
 # As the official image: a tmpfs over the socket directory (read_only) takes this mode, not the owner.
 && chmod 3777 /var/run/postgresql
COPY --chmod=755 deploy/base/postgres-entrypoint.sh /usr/local/bin/postgres-entrypoint
ENV PGDATA=/var/lib/postgresql/data
USER postgres
VOLUME /var/lib/postgresql/data
EXPOSE 5432
STOPSIGNAL SIGINT
ENTRYPOINT ["postgres-entrypoint"]
CMD ["postgres"]
