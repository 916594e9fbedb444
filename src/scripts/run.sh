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
# A faster start: what a start loads, links and compiles first is prepared once per build by a short training run (the
# demo in a scratch folder, its pages, boards and bot port used as the first minute after a restart uses them) and
# kept beside the jar. On Java 25 and later an AOT cache (classes loaded and linked, and the methods' profiles, so the
# compiler starts from the training's knowledge: issue 46); on Java 21-24 a class-data archive of the classes only.
# A missing, stale or damaged one is simply not used.
major=$(java -version 2>&1 | sed -n 's/.*version "\([0-9]*\).*/\1/p' | head -n 1)
if [ "${major:-0}" -ge 25 ]; then
  prepared=target/arena.aot
  make="-XX:AOTCacheOutput=$prepared -Xlog:aot*=off,cds*=off"
  use="-XX:AOTCache=$prepared -Xlog:aot*=off,cds*=off"
else
  prepared=target/arena.jsa
  make="-XX:ArchiveClassesAtExit=$prepared -Xlog:cds*=off"
  use="-XX:SharedArchiveFile=$prepared -Xlog:cds*=off"
fi
if [ ! -f "$prepared" ] || [ "$jar" -nt "$prepared" ]; then
  echo "Preparing a faster start (once per build, under a minute)..."
  scratch=$(mktemp -d)
  limit=$(command -v timeout >/dev/null 2>&1 && echo "timeout 180" || true)
  # shellcheck disable=SC2086
  $limit java $make -jar "$jar" training-run "$scratch" >/dev/null 2>&1 || rm -f "$prepared"
  rm -rf "$scratch"
fi
# shellcheck disable=SC2086
exec java $use -jar "$jar" "$@"
