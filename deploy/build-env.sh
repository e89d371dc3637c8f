# Sourced by the RUN steps of deploy/'s Dockerfiles that reach a package registry. On a machine
# whose registries are reached through its own certificate authority and settings, the build
# passes them as secrets (scripts/test-deploy.mjs): the machine's CA certificates
# (`ca-certificates`) and npm registry (`npm-registry`). Without them, as with the official base
# images, nothing changes. A secret is mounted for one step only and never stored in a layer.
secrets=/run/secrets
APT_OPTIONS=
if [ -s "$secrets/ca-certificates" ]; then
  export NODE_EXTRA_CA_CERTS="$secrets/ca-certificates"
  export SSL_CERT_FILE="$secrets/ca-certificates"
  APT_OPTIONS="-o Acquire::https::CAInfo=$secrets/ca-certificates"
fi
if [ -s "$secrets/npm-registry" ]; then
  npm_config_registry=$(cat "$secrets/npm-registry")
  export npm_config_registry
  # corepack joins the package name with a slash of its own.
  export COREPACK_NPM_REGISTRY="${npm_config_registry%/}"
fi
