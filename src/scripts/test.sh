#!/bin/sh
# Runs every test: unit and functional tests (surefire), then the browser tests in e2e/ (failsafe, Chromium).
# Installs what the tests need: a JDK 21+ must be present; Chromium comes from Debian's packages when
# missing and we are root, otherwise Playwright fetches its own browser; g++ and Node.js (for the starter bots) likewise
# when missing and root.
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
# the starter bots' tests (StartersPlayTest) compile C++ and run JavaScript: g++ and Node.js from Debian's packages
STARTER_TOOLS="g++ nodejs"
if ! { command -v g++ && command -v node; } >/dev/null 2>&1 && [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing $STARTER_TOOLS for the starter bots' tests..."
  DEBIAN_FRONTEND=noninteractive apt-get update -q >/dev/null
  DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends $STARTER_TOOLS >/dev/null
fi
if [ -n "${ARENA_CHROMIUM:-}" ]; then
  export ARENA_CHROMIUM PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
else
  echo "No Chromium found and not root: Playwright will download its own browser."
fi
exec mvn -B verify "$@"
