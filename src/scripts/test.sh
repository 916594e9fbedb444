#!/bin/sh
# Runs every test: unit and functional tests (surefire), then the browser tests in e2e/ (failsafe, Chromium).
# Installs what the tests need: a JDK 21+ must be present; Chromium comes from Debian's packages when
# missing and we are root, otherwise Playwright fetches its own browser.
set -e
cd "$(dirname "$0")/../.."
JAVA_HOME=$(sh src/scripts/jdk.sh); export JAVA_HOME
PATH="$JAVA_HOME/bin:$PATH"; export PATH
if [ -z "${ARENA_CHROMIUM:-}" ]; then
  for c in /usr/bin/chromium /usr/bin/chromium-browser; do [ -x "$c" ] && ARENA_CHROMIUM=$c && break; done
fi
if [ -z "${ARENA_CHROMIUM:-}" ] && [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing Chromium for the browser tests..."
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -q >/dev/null
  apt-get install -y -q --no-install-recommends chromium >/dev/null
  ARENA_CHROMIUM=/usr/bin/chromium
fi
if [ -n "${ARENA_CHROMIUM:-}" ]; then
  export ARENA_CHROMIUM PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
else
  echo "No Chromium found and not root: Playwright will download its own browser."
fi
# the hosted bots' sandbox (docs/sandbox.md): bubblewrap from Debian's packages
if [ "$(id -u)" = 0 ] && ! command -v bwrap >/dev/null 2>&1 && command -v apt-get >/dev/null 2>&1; then echo "Installing bubblewrap for the sandbox..."; apt-get update -q >/dev/null; DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends bubblewrap >/dev/null; fi
exec mvn -B verify "$@"
