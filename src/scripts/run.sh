#!/bin/sh
# Starts the arena (building it first if needed) on the embedded H2 database in ./data, with the demo.
# Options are passed on: --http-port N --bot-port N --data-dir DIR --no-demo
set -e
cd "$(dirname "$0")/../.."
JAVA_HOME=$(sh src/scripts/jdk.sh); export JAVA_HOME
PATH="$JAVA_HOME/bin:$PATH"; export PATH
# Hosted bots run in a bubblewrap sandbox (docs/sandbox.md): installed from Debian's packages when missing and we are
# root, as the test command does; otherwise the arena starts with hosted bots off, and says so here and in its log.
if ! command -v bwrap >/dev/null 2>&1; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
    echo "Installing bubblewrap for hosted bots (Debian's package bubblewrap)..."
    if ! { apt-get update -q >/dev/null && DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends bubblewrap >/dev/null; }; then
      echo "Hosted bots are off: bubblewrap could not be installed (apt-get failed); TCP bots and the bridge work as usual."
    fi
  else
    echo "Hosted bots are off: bubblewrap (bwrap) is not installed. Install it (Debian/Ubuntu: apt-get install bubblewrap,"
    echo "as root) and start again; TCP bots and the bridge work as usual. See docs/sandbox.md."
  fi
fi
jar=target/arena.jar
stale=$( [ -f "$jar" ] && find pom.xml src/main templates static migrations -newer "$jar" -type f 2>/dev/null | head -n 1 || echo missing)
if [ -n "$stale" ]; then
  echo "Building the arena (this takes a minute the first time)..."
  mvn -B -q package -DskipTests
fi
# Class data sharing: the classes a start loads are kept in an archive beside the jar, made by a short training run
# after each build (a few seconds, in a scratch folder) and read at every start: the web answers in about 2.3 s instead
# of 3.7-4.8 s on a quiet 2-core machine. A missing, stale or damaged archive is simply not used.
archive=target/arena.jsa
if [ ! -f "$archive" ] || [ "$jar" -nt "$archive" ]; then
  echo "Preparing a faster start (once per build)..."
  scratch=$(mktemp -d)
  limit=$(command -v timeout >/dev/null 2>&1 && echo "timeout 120" || true)
  $limit java -XX:ArchiveClassesAtExit="$archive" -Xlog:cds*=off -jar "$jar" training-run "$scratch" >/dev/null 2>&1 || rm -f "$archive"
  rm -rf "$scratch"
fi
exec java -XX:SharedArchiveFile="$archive" -Xlog:cds*=off -jar "$jar" "$@"
